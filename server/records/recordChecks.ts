// A save body of a declaring screen against its validator (language/recordTypes.ts): JSON text
// fields must hold an object, then the validator reads the body (as a named parser gives it,
// when declared) with what `validatorGets` adds: parsed text, a referenced record's field.
import type { RecordKeeping } from '../../language/recordTypes';
import { BODY_PARSERS } from '../../schemas/rules/bodyParsers';
import { parseJsonText } from '../../schemas/rules/jsonText';
import { badRequest, text } from '../http';
import { check } from '../validation';

type Row = Record<string, unknown>;

interface ChecksKit {
  keeping: RecordKeeping;
  collection: (name: string) => Row[];
}

export const checkBody = (kit: ChecksKit, given: Row, validator: NonNullable<RecordKeeping['validator']>): void => {
  const { keeping } = kit;
  const sent = (field: string) => given[keeping.bodyNames?.[field] ?? field];
  for (const field of keeping.jsonText?.fields ?? []) if (!parseJsonText(sent(field))) throw badRequest(keeping.jsonText!.message);
  const input: Row = keeping.validatorReads ? (BODY_PARSERS[keeping.validatorReads](given) as Row) : { ...given };
  for (const [name, rule] of Object.entries(keeping.validatorGets ?? {})) {
    if ('parse' in rule) {
      try {
        input[name] = BODY_PARSERS[rule.parse](given[rule.from]);
      } catch {
        throw badRequest(rule.message);
      }
    } else {
      const to = keeping.references?.find((r) => r.field === rule.reference)?.to;
      const found = to && kit.collection(to.collection).find((o) => String(o[to.id]) === text(sent(rule.reference)));
      input[name] = found?.[rule.take];
    }
  }
  check(validator, input);
};
