// Which fields a record's conditional branches show and require right now: each branch's `if` is
// run as its precompiled check (build.ts), on the record as the validators see it (blanks
// removed), so the form shows and requires exactly what validation will ask.
import * as compiled from './generated/validators.js';
import { normalise } from '../../schemas/rules/normalise';
import { schemas, type SchemaName } from '../../schemas/index';
import { conditionExport, conditionsOf } from './conditionNames';

export interface ConditionalFields {
  /** fields of a branch that does not apply now: not shown, not sent */
  hidden: Set<string>;
  /** fields an applying branch requires */
  required: Set<string>;
}

type Check = (data: unknown) => boolean;
const checks = compiled as unknown as Record<string, Check | undefined>;

/** The schemas' name by object, for configs that hold the schema itself. */
export const schemaNameOf = (schema: unknown): SchemaName | undefined =>
  (Object.keys(schemas) as SchemaName[]).find((name) => schemas[name] === schema);

export function conditionalFields(entity: SchemaName | undefined, values: Record<string, unknown>): ConditionalFields {
  const result: ConditionalFields = { hidden: new Set(), required: new Set() };
  if (!entity) return result;
  const record = normalise(values);
  const shown = new Set<string>();
  for (const branch of conditionsOf(entity)) {
    const check = checks[conditionExport(entity, branch.index)];
    if (!check) throw new Error(`${conditionExport(entity, branch.index)} is not built: run npm run validators`);
    const holds = check(record);
    const [active, inactive] = holds ? [branch.then, branch.else] : [branch.else, branch.then];
    for (const field of [...Object.keys(active?.properties ?? {}), ...(active?.required ?? [])]) shown.add(field);
    for (const field of active?.required ?? []) result.required.add(field);
    for (const field of [...Object.keys(inactive?.properties ?? {}), ...(inactive?.required ?? [])]) result.hidden.add(field);
  }
  // A field that another applying branch shows stays.
  for (const field of shown) result.hidden.delete(field);
  return result;
}
