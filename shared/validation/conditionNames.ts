// The conditional branches of an entity schema (`allOf: [{ if, then, else }]`) and the name under
// which shared/validation/build.ts exports each `if` as its own precompiled check.
import { schemas, type SchemaName } from '../../schemas/index';

export interface ConditionalBranch {
  /** position in the schema's allOf */
  index: number;
  condition: Record<string, unknown>;
  then?: BranchSchema;
  else?: BranchSchema;
}

interface BranchSchema {
  properties?: Readonly<Record<string, unknown>>;
  required?: readonly string[];
}

interface WithBranches {
  allOf?: readonly { if?: Record<string, unknown>; then?: BranchSchema; else?: BranchSchema }[];
}

export const conditionsOf = (entity: SchemaName): ConditionalBranch[] =>
  ((schemas[entity] as WithBranches).allOf ?? []).flatMap((part, index) =>
    part.if ? [{ index, condition: part.if, then: part.then, else: part.else }] : [],
  );

export const conditionExport = (entity: SchemaName, index: number) => `${entity}_if${index}`;
