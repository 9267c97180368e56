// The short code checks 1-7 of docs/requirements.md (Short codes), in order; the first failure
// is the message. They run on the save body as sent (not normalised), so that a code of spaces gets
// check 4's message. Console form and demo platform both call
// `shortCodeProblem` before the `shortCode` validator (lengths and characters).
import { SHORT_CODE_MIN } from '../shortCode.schema';
import type { StagedRule } from './types';

export const SHORT_CODE_MESSAGES = {
  required: 'The following fields are required: ',
  notNumber: 'Short Code can only be a number.',
  idMissing: 'ID field is missing',
  empty: 'Short Code cannot be empty.',
  tooShort: `Short Code cannot be less than ${SHORT_CODE_MIN} characters.`,
  throttle: 'Short Code Throttle can only be a positive number.',
  descriptionEmpty: 'Short Code Description cannot be empty.',
} as const;

/** Required fields with their labels, in form order (check 1 lists the missing ones). */
export const SHORT_CODE_REQUIRED = { short_code: 'Short Code', throttle: 'Throttle', short_code_desc: 'Description' } as const;

export interface ShortCodeProblem {
  message: string;
  fields: readonly string[];
}

const absent = (v: unknown) => v === undefined || v === null || v === '';
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
const isBlank = (v: unknown) => asText(v) === '';
/** Digits only: no sign, no decimal point, no exponent (check 2 says "no exponent"). */
const digits = (v: unknown) => /^[0-9]+$/.test(asText(v)) && (typeof v === 'string' || Number.isInteger(v));

/**
 * Checks 1-7 of docs/requirements.md (Short codes), in order. `update`: the form edits an existing code, so
 * its id must be sent (check 3).
 */
export const shortCodeProblem = (body: Record<string, unknown>, { update }: { update: boolean }): ShortCodeProblem | undefined => {
  const missing = (Object.keys(SHORT_CODE_REQUIRED) as (keyof typeof SHORT_CODE_REQUIRED)[]).filter((f) => absent(body[f]));
  if (missing.length > 0) {
    return { message: SHORT_CODE_MESSAGES.required + missing.map((f) => SHORT_CODE_REQUIRED[f]).join(', '), fields: missing };
  }
  const code = body.short_code;
  // A blank code is check 4's concern; any other value must be a whole number above 0.
  if (!isBlank(code) && !(digits(code) && Number(asText(code)) > 0))
    return { message: SHORT_CODE_MESSAGES.notNumber, fields: ['short_code'] };
  if (update && absent(body.short_code_id)) return { message: SHORT_CODE_MESSAGES.idMissing, fields: ['short_code_id'] };
  if (isBlank(code)) return { message: SHORT_CODE_MESSAGES.empty, fields: ['short_code'] };
  if (asText(code).length < SHORT_CODE_MIN) return { message: SHORT_CODE_MESSAGES.tooShort, fields: ['short_code'] };
  if (!digits(body.throttle)) return { message: SHORT_CODE_MESSAGES.throttle, fields: ['throttle'] };
  if (isBlank(body.short_code_desc)) return { message: SHORT_CODE_MESSAGES.descriptionEmpty, fields: ['short_code_desc'] };
  return undefined;
};

/** The checks as the first rule of the short code validators (a new code; an existing one needs its id). */
export const shortCodeChecks: StagedRule = {
  name: 'shortCodeChecks',
  stage: 'first',
  check: (body) => shortCodeProblem(body, { update: false }),
};
export const shortCodeUpdateChecks: StagedRule = {
  name: 'shortCodeUpdateChecks',
  stage: 'first',
  check: (body) => shortCodeProblem(body, { update: true }),
};
