// The JSON Schema extensions every schema file is checked against: ajv-errors' `errorMessage`, and
// `contentSchema` (what a JSON-text string holds: JSON Schema's own keyword since 2019-09, which
// the draft-07 types lack). Plain `satisfies JSONSchema` rejects them (json-schema-to-ts 3 types
// only standard keywords), so schemas use `satisfies ExtendedJSONSchema<SchemaExt>` and derive
// types with `FromExtendedSchema`.
import type { ExtendedJSONSchema, FromExtendedSchema } from 'json-schema-to-ts';

type Messages = string | { readonly [keyword: string]: string | { readonly [property: string]: string } };

export type AjvErrorsExt = { errorMessage?: Messages };
type ContentSchemaExt = { contentSchema?: { readonly type?: 'object'; readonly properties?: Readonly<Record<string, unknown>> } };
type SchemaExt = AjvErrorsExt & ContentSchemaExt;
export type Schema = ExtendedJSONSchema<SchemaExt>;
export type FromSchema<S extends Schema> = FromExtendedSchema<SchemaExt, S>;
