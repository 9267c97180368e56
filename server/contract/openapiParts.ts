// The parts of the platform's OpenAPI document that are the same for every call: the record
// schemas of schemas/ as components (the very objects, so nothing is retyped), the error answers
// every call may give, and the sign-in flow as the security scheme.
import { schemas } from '../../schemas/index';
import { MESSAGES } from '../http';

/**
 * A schema as OpenAPI 3.1 takes it: ajv-errors' `errorMessage` (the console's messages) is no
 * JSON Schema keyword, so it is kept as the extension `x-errorMessage`.
 */
export const openapiSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(openapiSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key === 'errorMessage' ? 'x-errorMessage' : key, openapiSchema(value)]),
  );
};

const schemaNames = new Map<unknown, string>(Object.entries(schemas).map(([name, schema]) => [schema, name]));

/**
 * A declared answer's schema in the document: each schema of schemas/ it holds becomes a
 * reference to its component, so a record is described once.
 */
export const answerSchema = (schema: unknown): unknown => {
  const name = schemaNames.get(schema);
  if (name) return ref(name);
  if (Array.isArray(schema)) return schema.map(answerSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  return openapiSchema(Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, answerSchema(value)])));
};

/** The platform's answer carrying only its message (every failure, a delete, an assignment). */
export const MESSAGE_SCHEMA = 'Message';

export const componentSchemas = (): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, openapiSchema(schema)])),
  [MESSAGE_SCHEMA]: {
    type: 'object',
    title: 'Message',
    required: ['message'],
    properties: { message: { type: 'string' } },
  },
});

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref(MESSAGE_SCHEMA) } },
});

/** The error answers, each `{ message }` (docs/platform-api.md, General rules). */
export const errorResponses = {
  BadRequest: failure('The body fails the shared validator (its message), or the request cannot be read'),
  Unauthorized: failure(`No token, or one that is expired, revoked or malformed: "${MESSAGES.unauthorized}"`),
  Forbidden: failure(`The caller's role may not make this call: "${MESSAGES.forbidden}" (or a more precise text)`),
  NotFound: failure(`No such record: "${MESSAGES.notFound}" (or a more precise text)`),
  Conflict: failure(`A duplicate, or a record in use: "${MESSAGES.conflict}" (or a more precise text)`),
};

export const errorRefs = (writes: boolean) => ({
  ...(writes ? { '400': { $ref: '#/components/responses/BadRequest' } } : {}),
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
  '404': { $ref: '#/components/responses/NotFound' },
  ...(writes ? { '409': { $ref: '#/components/responses/Conflict' } } : {}),
});

/** The console's client id at the sign-in provider (shared/config/runtimeConfig.ts's default). */
export const SIGN_IN = 'signIn';

/**
 * The sign-in flow: the console's page posts the OAuth2 password form (username, password,
 * client_id, redirect_uri, state) to /oauth2/login, which redirects to redirect_uri with the access
 * token in the hash, as the implicit flow does; every call then sends it as a bearer token.
 */
export const securitySchemes = {
  [SIGN_IN]: {
    type: 'oauth2',
    description:
      'The sign-in page (/sharedlogin) posts a form (username, password, client_id, redirect_uri, state) to POST /oauth2/login, ' +
      'which answers 302 to `<redirect_uri>#access_token=<JWT>&token_type=Bearer&expires_in=<s>&state=<state>`. ' +
      'Every call sends `Authorization: Bearer <access token>`; the token carries the role the guard checks.',
    flows: { implicit: { authorizationUrl: '/sharedlogin', scopes: {} } },
  },
};
