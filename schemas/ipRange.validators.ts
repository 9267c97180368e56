// The validators of IP ranges, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { ipRangeSchema } from './ipRange.schema';
import { blank } from './requiredMessages';
import { ipStartNotAfterEnd } from './rules/ipRange';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  ipRange: {
    base: ipRangeSchema,
    required: {
      account_group_id: blank('Account Group'),
      app_code: 'Please specify an Application for the IP Range',
      ip_range_start: blank('IP Range Start'),
      ip_range_end: blank('IP Range End'),
    },
    rules: [ipStartNotAfterEnd],
  },
} satisfies ValidatorsOf;
