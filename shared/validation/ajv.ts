// The ajv every validator is compiled with (shared/validation/build.ts), so a test compiling a
// made-up schema checks it exactly as the build would.
import Ajv from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { DAY_AND_TIME_FORMATS } from './dayAndTimeFormats';

// strict: unknown keywords or bad schemas fail the build instead of being ignored;
// allErrors: ajv-errors needs it, and the form shows a message per field;
// inlineRefs off: each entity schema becomes one function shared by its validators (and
// strictRequired off, as the required properties are declared in that referenced schema).
export const createAjv = (): Ajv => {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { source: true, esm: true },
  });
  addFormats(ajv);
  // The day and time formats as regular expressions, which the standalone validators can hold
  // (./dayAndTimeFormats.ts says why).
  for (const [name, format] of Object.entries(DAY_AND_TIME_FORMATS)) ajv.addFormat(name, format);
  addErrors(ajv);
  return ajv;
};
