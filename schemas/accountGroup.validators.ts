// The validators of account groups, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { accountGroupSchema } from './accountGroup.schema';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  accountGroup: { base: accountGroupSchema, required: { account_group_name: 'Missing group name' } },
} satisfies ValidatorsOf;
