// The platform's contract as an OpenAPI 3.1 document, made from the declarations: every call a
// screen declares (server/contract/declaredCalls.ts), with its path parameters, the roles that may
// make it, and, where a record declaration says, its body and answer as the schemas of schemas/.
// `npm run openapi` writes it to docs/openapi.json and the platform serves it at /openapi.json,
// both from this function, so the two cannot disagree.
import { readFileSync } from 'node:fs';
import type { RecordKeeping } from '../../language/recordTypes';
import type { ScreenConfig } from '../../language/types';
import { validatorSpecs, type ValidatorName } from '../../schemas/validators';
import type { DeclaredCall } from './declaredCalls';
import { declaredCalls } from './declaredCalls';
import { answerSchema, componentSchemas, errorRefs, errorResponses, MESSAGE_SCHEMA, ref, securitySchemes, SIGN_IN } from './openapiParts';

/** The console's version (package.json): the contract is what this version of the console expects. */
const consoleVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** `/auth/users/:id` -> `/auth/users/{id}`. */
export const openapiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: unknown) => ({ 'application/json': { schema } });

const rolesText = (call: DeclaredCall): string =>
  call.roles === undefined ? 'Any signed-in user may make this call.' : `Roles that may make this call: ${call.roles.join(', ')}.`;

/** The answer of a call: the record's schema as its kind of call answers it, else the answer declared beside its route. */
const success = (call: DeclaredCall): Record<string, unknown> => {
  // What the console reads of each record is required of the answer, beside the record's schema.
  const record = call.schema && call.reads ? { allOf: [ref(call.schema), { required: call.reads }] } : call.schema && ref(call.schema);
  const message = ref(MESSAGE_SCHEMA);
  const withMessage = record ? { allOf: [record, message] } : message;
  switch (record && call.kind) {
    case 'list':
      return { '200': { description: 'The records, a JSON array', content: json({ type: 'array', items: record }) } };
    case 'get':
      return { '200': { description: 'The record', content: json(record) } };
    case 'create':
    case 'clone':
      return { '201': { description: 'The new record, with its id', content: json(record) } };
    case 'update':
      return { '200': { description: 'The record as saved', content: json(record) } };
    case 'upsert':
      return {
        '200': { description: 'The record as saved, and a message', content: json(withMessage) },
        '201': { description: 'The new record, and a message', content: json(withMessage) },
      };
    case 'delete':
    case 'unassignAccount':
      return { '200': { description: 'Done', content: json(message) } };
    case 'assignAccount':
      return { '201': { description: 'The account assigned, and a message', content: json(message) } };
    case 'accounts':
      return { '200': { description: "The record's accounts", content: json({ type: 'array', items: ref('account') }) } };
    default:
      return call.answer
        ? { [String(call.answer.status)]: { description: call.answer.description, content: json(answerSchema(call.answer.schema)) } }
        : { '200': { description: 'Success (no answer schema is declared for this call)' } };
  }
};

/** A body: its validator's schema, the fields the validator requires, and its name (`x-validator`, shared/validation). */
const requestBody = (schema: string, validator: ValidatorName | undefined) => {
  const required = validator ? Object.keys(validatorSpecs[validator].required) : [];
  return {
    required: true,
    content: json(required.length ? { allOf: [ref(schema), { required }] } : ref(schema)),
    ...(validator ? { 'x-validator': validator } : {}),
  };
};

const operation = (call: DeclaredCall) => {
  const writes = call.method !== 'GET';
  return {
    operationId: `${call.method.toLowerCase()}${openapiPath(call.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: call.sources.join(', '),
    description: `Declared by ${call.sources.join(', ')}. ${rolesText(call)}`,
    tags: [call.path.split('/')[1]!],
    'x-roles': call.roles ?? [],
    'x-declared-by': call.sources,
    ...(call.idField ? { 'x-id-field': call.idField } : {}),
    security: [{ [SIGN_IN]: [] }],
    ...(call.params.length
      ? {
          parameters: call.params.map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: call.answer?.params?.[name] ?? { type: 'string' },
          })),
        }
      : {}),
    ...(call.body ? { requestBody: requestBody(call.body, call.validator) } : {}),
    responses: { ...success(call), ...errorRefs(writes) },
  };
};

/** The OpenAPI 3.1 document of the given screens' calls and record declarations. */
export const openapiDocument = (screens: readonly ScreenConfig[], keepings: readonly RecordKeeping[]): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of declaredCalls(screens, keepings)) {
    const path = openapiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  const tags = [...new Set(Object.keys(paths).map((path) => path.split('/')[1]!))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Slink platform calls of the console',
      version: consoleVersion(),
      description:
        'Every call the console\'s screens declare (resources/), made from the declarations. "x-roles" lists the roles that may make a call (empty: any signed-in user).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ [SIGN_IN]: [] }],
    tags: tags.map((name) => ({ name, description: `The /${name} service` })),
    paths,
    components: { schemas: componentSchemas(), responses: errorResponses, securitySchemes },
  };
};
