// The validators of API links, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { API_LINK_MESSAGES, apiLinkSaveSchema } from './apiLink.schema';
import { authenticationEntries } from './rules/apiLinkAuth';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // Required: API link configuration (POST/PUT body).
  apiLink: {
    base: apiLinkSaveSchema,
    required: {
      api_link_name: API_LINK_MESSAGES.name,
      api_link_url: API_LINK_MESSAGES.url,
      api_link_verb: API_LINK_MESSAGES.verb,
      api_link_authentication_method_id: API_LINK_MESSAGES.securityType,
    },
    rules: [authenticationEntries],
  },
} satisfies ValidatorsOf;
