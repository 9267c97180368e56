// The one entry point for validation, shared by the console's forms and the demo server:
// normalise the record (blank = missing), run the precompiled validator (in bounded steps), apply the rules,
// and return the banner message plus the per-field messages (order: see format.ts).
import * as compiled from './generated/validators.js';
import { normalise } from '../../schemas/rules/normalise';
import { validatorSpecs, type ValidatorName } from '../../schemas/validators';
import { schemas } from '../../schemas/index';
import { checkBounded } from './bounded';
import { formatResult, type ValidationResult } from './format';

export type { ValidatorName } from '../../schemas/validators';
export type { ValidationResult } from './format';

export const isValidatorName = (x: unknown): x is ValidatorName => typeof x === 'string' && Object.hasOwn(validatorSpecs, x);

export function validate(name: ValidatorName, data: unknown): ValidationResult {
  // Resource configs name validators as plain strings: an unknown name is a config bug, not bad input.
  if (!isValidatorName(name)) throw new Error(`Unknown validator: ${String(name)}`);
  const spec = validatorSpecs[name];
  // 'first' rules read the record as sent and speak before everything else.
  for (const rule of spec.rules ?? []) {
    if (rule.stage !== 'first') continue;
    const failure = rule.check(typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
    if (failure)
      return { valid: false, message: failure.message, fieldErrors: Object.fromEntries(failure.fields.map((f) => [f, failure.message])) };
  }
  // In bounded steps (./bounded.ts): a long list costs no more than its first bad entries.
  const { errors, record } = checkBounded(compiled[name], schemas[spec.base], normalise(data));
  return formatResult(spec, errors, record);
}
