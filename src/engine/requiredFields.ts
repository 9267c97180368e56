import { validatorSpecs, type ValidatorName } from '../../schemas/validators';

/**
 * The fields a validator needs: its required fields, plus those its first and presence rules name when
 * given an empty record (the password pair of the add forms). Derived, so the '*' markers can
 * never disagree with the messages.
 */
export const requiredFields = (name: ValidatorName | undefined): Set<string> => {
  const spec = name ? validatorSpecs[name] : undefined;
  if (!spec) return new Set();
  const fields = new Set(Object.keys(spec.required));
  for (const rule of spec.rules ?? []) {
    if (rule.stage === 'presence' || rule.stage === 'first') rule.check({})?.fields.forEach((f) => fields.add(f));
  }
  return fields;
};
