// The shapes an answer of the contract is made of, each field typed by a reference into the
// schemas of schemas/ (the record engine's words' answers, server/contract/recordAnswers.ts, and
// the hooks' own calls), so nothing is typed twice.
import { schemas, type SchemaName } from '../../schemas/index';
import type { AnswerSchema } from './answerTypes';
import { MESSAGE_SCHEMA, ref } from './openapiParts';

type Schema = Record<string, unknown>;

export const propertiesOf = (name: SchemaName | undefined): Schema => ((name && schemas[name].properties) ?? {}) as Schema;

/** A field typed as the first of the schemas that has it (a reference into it), else any value. */
export const fieldOf = (field: string, from: readonly (SchemaName | undefined)[]): AnswerSchema => {
  const name = from.find((n) => n && field in propertiesOf(n));
  return name ? { $ref: `#/components/schemas/${name}/properties/${field}` } : {};
};

/** An object of these fields, every one of them in the answer. */
export const objectOf = (fields: readonly string[], typeOf: (field: string) => AnswerSchema): AnswerSchema => ({
  type: 'object',
  required: [...new Set(fields)],
  properties: Object.fromEntries(fields.map((f) => [f, typeOf(f)])),
});
export const listOf = (items: AnswerSchema): AnswerSchema => ({ type: 'array', items });
export const withMessage = (schema: AnswerSchema): AnswerSchema => ({ allOf: [schema, ref(MESSAGE_SCHEMA)] });
