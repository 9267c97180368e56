// The validators by name (resource configs name them in `validator:`; what one is:
// ./validatorSpec.ts), each declared beside its schema, by a schema file's `validators` or by the
// `<file>.validators.ts` next to it, and found by file (tools/screenFiles.ts), so a name is
// written once. shared/validation/build.ts compiles each; shared/validation/validate.ts applies the rest.
import { schemas, type SchemaName } from './index';
import { schemaFileValidators } from './generated/screenFiles';
import { validatorFiles } from './generated/validatorFiles';
import type { ValidatorSpecOf } from './validatorSpec';

const declared = { ...schemaFileValidators, ...validatorFiles };

export type ValidatorName = keyof typeof declared & string;

export type ValidatorSpec = ValidatorSpecOf<SchemaName>;

/** The name of a schema file's schema object (its validators name it by the object itself). */
const schemaNameOf = (schema: object, validator: string): SchemaName => {
  const name = (Object.keys(schemas) as SchemaName[]).find((n) => schemas[n] === schema);
  if (!name) throw new Error(`validator ${validator}: its base is not a schema exported as <name>Schema by a schemas/<file>.schema.ts`);
  return name;
};

export const validatorSpecs = Object.fromEntries(
  Object.entries(declared as Record<string, ValidatorSpecOf<object>>).map(([name, spec]) => [
    name,
    { ...spec, base: schemaNameOf(spec.base, name) },
  ]),
) as Record<ValidatorName, ValidatorSpec>;

export const validatorNames = Object.keys(validatorSpecs) as ValidatorName[];

/** The entity schemas the validators use, each compiled once and referenced by id. */
export const entityNames = [...new Set(validatorNames.map((n) => validatorSpecs[n].base))];
export const entityId = (entity: SchemaName) => `entity-${entity}`;
export const entitySchema = (entity: SchemaName): Record<string, unknown> => ({ ...schemas[entity], $id: entityId(entity) });

/**
 * The JSON Schema compiled for a validator: its entity by reference (so the five user-shaped
 * validators share one compiled user schema) plus `required` and their messages.
 */
export function compiledSchema(name: ValidatorName): Record<string, unknown> {
  const { base, required } = validatorSpecs[name];
  const keys = Object.keys(required);
  return {
    $id: name,
    type: 'object',
    allOf: [{ $ref: entityId(base) }],
    ...(keys.length ? { required: keys, errorMessage: { required } } : {}),
  };
}
