// The validators of an API link's attributes, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { apiLinkAttributesSaveSchema, ATTRIBUTES_MESSAGES } from './apiLinkAttribute.schema';
import { attributeRows } from './rules/apiLinkAttributes';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // Required: the attributes of a link (the whole array).
  apiLinkAttributes: {
    base: apiLinkAttributesSaveSchema,
    required: { api_link_attributes: ATTRIBUTES_MESSAGES.missing },
    rules: [attributeRows],
  },
} satisfies ValidatorsOf;
