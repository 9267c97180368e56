// The one entry point for validation, shared by the console's forms and the demo server:
// normalise the record (blank = missing), run the precompiled validator, apply the rules,
// and return the banner message plus the per-field messages (order: see format.ts).
import * as compiled from './generated/validators.js';
import { normalise } from '../../schemas/rules/normalise';
import { validatorSpecs, type ValidatorName } from '../../schemas/validators';
import { formatResult, type ValidationResult } from './format';

export type { ValidatorName } from '../../schemas/validators';
export type { ValidationResult } from './format';

export const isValidatorName = (x: unknown): x is ValidatorName => typeof x === 'string' && Object.hasOwn(validatorSpecs, x);

export function validate(name: ValidatorName, data: unknown): ValidationResult {
  // Resource configs name validators as plain strings: an unknown name is a config bug, not bad input.
  if (!isValidatorName(name)) throw new Error(`Unknown validator: ${String(name)}`);
  const record = normalise(data);
  const check = compiled[name];
  check(record);
  return formatResult(validatorSpecs[name], check.errors ?? [], record);
}
