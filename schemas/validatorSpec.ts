// What a validator is: an entity schema plus its required fields with their own messages, the
// fields whose absence is reported together ('The following fields are required: ...'), and
// the rules a schema cannot express. Each is declared beside its schema (`export const
// validators = { name: { base: theSchema, required: {...} } } satisfies ValidatorsOf`, in the
// schema file or in a `<file>.validators.ts` next to it), found by file like the schema itself
// (tools/screenFiles.ts) and gathered by schemas/validators.ts.
import type { StagedRule } from './rules/types';

export interface ValidatorSpecOf<Base> {
  /** the entity schema checked (formats, patterns, lengths, per-field messages) */
  base: Base;
  /** required fields, each with the message shown when it alone is missing */
  required: Readonly<Record<string, string>>;
  /** required fields reported together when more than one is missing */
  group?: readonly string[];
  rules?: readonly StagedRule[];
}

/** The validators a schema file declares, each on one of its schemas. */
export type ValidatorsOf = Record<string, ValidatorSpecOf<object>>;
