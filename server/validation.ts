// The shared validators (shared/validation, generated from schemas/ by `npm run validators`): the
// platform answers 400 with the same message the console shows.
import { validate, type ValidatorName } from '../shared/validation/validate';
import { badRequest } from './http';

/** Throws 400 { message } when `body` fails validator `name`. */
export const check = (name: ValidatorName, body: unknown): void => {
  const result = validate(name, body ?? {});
  if (!result.valid) throw badRequest(result.message || Object.values(result.fieldErrors ?? {})[0] || 'Invalid request');
};
