// What differs between an answer and the contract document's answer schema for its call: a field
// the console reads that is missing (the document's `required` beside the record's schema), a
// value of the wrong type, an enum value the schema does not know. The schemas are those of
// schemas/ as the document references them (server/contract/openapi.ts), read by ajv with no
// custom messages, so each difference is named by what it is. Their own `required` lists are what
// a form must send, not what an answer holds, so they are left out here; and a blank value (null,
// blanks) is no value, as the console's validation reads a record (schemas/rules/normalise.ts).
// A field the record's schema does not know is told apart: the console does not read it.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { normalise } from '../../schemas/rules/normalise';

type Schema = Record<string, unknown>;

const REF = '#/components/schemas/';

/** The field names a schema gives, its own and those of its allOf / if-then branches, following references. */
const knownFields = (schema: unknown, components: Record<string, Schema>, seen = new Set<string>()): Set<string> => {
  const fields = new Set<string>();
  if (!schema || typeof schema !== 'object') return fields;
  const s = schema as Schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith(REF)) {
    // A component, or a part of one (`apiLinkAttributesSave/properties/api_link_attributes/items`).
    const pointer = s.$ref.slice(REF.length);
    if (seen.has(pointer)) return fields;
    seen.add(pointer);
    const [name, ...path] = pointer.split('/');
    const target = path.reduce<unknown>((part, key) => (part as Schema | undefined)?.[key], components[name!]);
    return knownFields(target, components, seen);
  }
  for (const key of Object.keys((s.properties as Schema | undefined) ?? {})) fields.add(key);
  for (const branch of [
    ...((s.allOf as unknown[]) ?? []),
    ...((s.anyOf as unknown[]) ?? []),
    ...((s.oneOf as unknown[]) ?? []),
    s.then,
    s.else,
  ])
    for (const key of knownFields(branch, components, seen)) fields.add(key);
  return fields;
};

/** The schema of each record of the answer: a list's items, or the answer itself. */
const recordSchemaOf = (answer: Schema): Schema | undefined => (answer.type === 'array' ? (answer.items as Schema | undefined) : answer);

/** A list's row index as `[]`: every row's same difference is one line. */
const rowless = (pointer: string): string => pointer.replace(/^\/\d+(?=\/|$)/, '[]');

const describe = (error: ErrorObject): string => {
  const path = rowless(error.instancePath);
  const at = path || '(the answer)';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `${at}: wrong type, expected ${String(params.type)}`;
    case 'enum':
      return `${at}: unknown enum value (known: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`;
    case 'oneOf': {
      // Labelled choices (`oneOf` of `{ const, title }`) are the field's enum.
      const choices = (Array.isArray(error.schema) ? error.schema : []) as Schema[];
      if (choices.length > 0 && choices.every((choice) => 'const' in choice))
        return `${at}: unknown enum value (known: ${choices.map((choice) => JSON.stringify(choice.const)).join(', ')})`;
      return `${at}: ${error.message ?? error.keyword}`;
    }
    default:
      return `${at}: ${error.message ?? error.keyword}`;
  }
};

const valueAt = (answer: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), answer);

/** The schema without its `required` lists. */
const withoutRequired = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'required')
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
};

/** The fields the document requires of each record of the answer (its `required` beside the reference). */
const requiredOf = (record: Schema | undefined): string[] =>
  [record, ...((record?.allOf as Schema[] | undefined) ?? [])].flatMap((part) =>
    Array.isArray(part?.required) ? (part.required as string[]) : [],
  );

const recordsOf = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object' && !Array.isArray(row),
  );

export interface AnswerChecker {
  /** Every difference of the answer from the schema, each a line; none when it matches. */
  differences(answer: unknown): string[];
  /** The fields of the answer's records that the record's schema does not know. */
  unknownFields(answer: unknown): string[];
}

/** A checker for one call's answer schema, its references read in the document's components. */
export const answerChecker = (answer: Schema, components: Record<string, Schema>): AnswerChecker => {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  const validate: ValidateFunction = ajv.compile(withoutRequired({ ...answer, components: { schemas: components } }) as Schema);
  const record = recordSchemaOf(answer);
  const required = requiredOf(record);
  const fields = knownFields(record, components);
  const list = answer.type === 'array';
  return {
    differences: (value) => {
      const lines = new Map<string, string>();
      const read = Array.isArray(value)
        ? value.map((row) => (row && typeof row === 'object' ? normalise(row) : row))
        : value && typeof value === 'object'
          ? normalise(value)
          : value;
      if (list !== Array.isArray(value))
        lines.set(
          'shape',
          `(the answer): expected ${list ? 'a list' : 'one record'}, got ${Array.isArray(value) ? 'a list' : typeof value}`,
        );
      else if (!validate(read))
        // A failed branch is said by the error inside it; a choice's `const` by its `oneOf`.
        for (const error of (validate.errors ?? []).filter((e) => e.keyword !== 'if' && e.keyword !== 'const')) {
          const line = describe(error);
          if (!lines.has(line)) lines.set(line, `${line}, got ${JSON.stringify(valueAt(read, error.instancePath))}`);
        }
      if (list === Array.isArray(value))
        for (const field of required)
          if (recordsOf(value).some((row) => !(field in row))) lines.set(field, `${list ? '[]/' : ''}${field}: missing field`);
      return [...lines.values()];
    },
    unknownFields: (value) =>
      fields.size === 0 ? [] : [...new Set(recordsOf(value).flatMap((row) => Object.keys(row).filter((key) => !fields.has(key))))],
  };
};
