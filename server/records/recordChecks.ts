// A save body of a declaring screen against its validator (language/recordTypes.ts): a JSON-text
// field (its schema's contentMediaType and contentSchema: schemas/rules/jsonText.ts) must hold an
// object, then the validator reads the body, that text's keys as fields as the forms edit them,
// with what `validatorGets` adds: parsed text, a referenced record's field.
import type { RecordKeeping } from '../../language/recordTypes';
import { BODY_PARSERS } from '../../schemas/rules/bodyParsers';
import { jsonTextOf, jsonTextValues, parseJsonText } from '../../schemas/rules/jsonText';
import { badRequest, text } from '../http';
import { check } from '../validation';

type Row = Record<string, unknown>;

interface ChecksKit {
  keeping: RecordKeeping;
  collection: (name: string) => Row[];
}

/** What the platform answers a JSON-text field that does not hold a JSON object. */
export const jsonTextRefusal = (field: string): string => `${field} must be a JSON object`;

export const checkBody = (kit: ChecksKit, given: Row, validator: NonNullable<RecordKeeping['validator']>): void => {
  const { keeping } = kit;
  const sent = (field: string) => given[keeping.bodyNames?.[field] ?? field];
  const jsonText = jsonTextOf(keeping.schema ?? keeping.screen.schema);
  if (jsonText && !parseJsonText(sent(jsonText.property))) throw badRequest(jsonTextRefusal(jsonText.property));
  const input: Row = { ...given };
  if (jsonText) {
    delete input[jsonText.property];
    Object.assign(input, jsonTextValues(given, jsonText));
  }
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
