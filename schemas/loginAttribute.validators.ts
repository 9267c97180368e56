// The validators of login attributes, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { loginAttributeSchema } from './loginAttribute.schema';
import { blank } from './requiredMessages';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  loginAttribute: {
    base: loginAttributeSchema,
    required: { attribute_id: blank('Attribute Type'), attribute_value: blank('Attribute Value') },
  },
} satisfies ValidatorsOf;
