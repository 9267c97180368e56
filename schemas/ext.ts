// The JSON Schema extension every schema file is checked against: ajv-errors' `errorMessage`.
// Plain `satisfies JSONSchema` rejects that keyword (json-schema-to-ts 3 types only standard keywords), so schemas use
// `satisfies ExtendedJSONSchema<AjvErrorsExt>` and derive types with `FromExtendedSchema`.
import type { ExtendedJSONSchema, FromExtendedSchema } from 'json-schema-to-ts';

type Messages = string | { readonly [keyword: string]: string | { readonly [property: string]: string } };

export type AjvErrorsExt = { errorMessage?: Messages };
export type Schema = ExtendedJSONSchema<AjvErrorsExt>;
export type FromSchema<S extends Schema> = FromExtendedSchema<AjvErrorsExt, S>;
