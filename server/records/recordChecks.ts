// A save body of a declaring screen against its validator (language/recordTypes.ts): a JSON-text
// field (its schema's contentMediaType and contentSchema: schemas/rules/jsonText.ts) must hold an
// object, then the validator reads the body, that text's keys as fields as the forms edit them,
// with what the screen's hook adds (`checking`: a text parsed, another record's field).
import type { RecordKeeping } from '../../language/recordTypes';
import { jsonTextOf, jsonTextValues, parseJsonText } from '../../schemas/rules/jsonText';
import { badRequest } from '../http';
import { check } from '../validation';
import { hookOf } from './recordHooks';
import type { Data } from '../types';

type Row = Record<string, unknown>;

interface ChecksKit {
  keeping: RecordKeeping;
  /** the platform's data as stored now, for the screen's hook */
  data: () => Data;
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
  const hook = hookOf(keeping);
  if (hook?.checking) Object.assign(input, hook.checking(given, kit.data()));
  check(validator, input);
};
