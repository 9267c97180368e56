// How the demo platform keeps the API links screen's records (language/recordTypes.ts), in a
// file beside the screen config (resources/apiLinks.ts) so each stays one concern. Only the
// platform imports it (server/recordFiles.ts finds it by its `records` export).
import { API_LINK_MESSAGES, apiAuthMethodSchema } from '../schemas/apiLink.schema';
import { apiDataTypeSchema } from '../schemas/apiLinkAttribute.schema';
import { apiLinks } from './apiLinks';
import { defineRecords } from '../language/recordTypes';

// How the platform keeps API links (language/recordTypes.ts; only the platform imports it). A
// save body names the fields `api_link_*`; the validator also reads the authentication details
// as typed entries and the chosen method's name. A link used by programs cannot change. Its
// attributes are rows of their own collection, saved as a whole list, copied by a clone (named
// "Copy of <name>") and removed with the link.
const linkRecords = defineRecords({
  screen: apiLinks,
  collection: 'apiLinks',
  validator: 'apiLink',
  // The enabled box (disabled_ind) is kept by the API links' hook (apiLinkRecords.hooks.ts).
  fields: ['name', 'description', 'url', 'verb', 'authentication_method_id', 'authentication_detail'],
  bodyNames: {
    name: 'api_link_name',
    description: 'api_link_description',
    url: 'api_link_url',
    verb: 'api_link_verb',
    authentication_method_id: 'api_link_authentication_method_id',
    authentication_detail: 'api_link_authentication_detail',
  },
  references: [
    {
      field: 'authentication_method_id',
      to: { collection: 'apiAuthMethods', id: 'api_authentication_method_id' },
      unknown: API_LINK_MESSAGES.securityTypeChoice,
    },
  ],
  bodyId: { field: 'api_link_id', message: 'The api_link_id of the body is not the one of the path' },
  unique: [{ fields: ['name'] }],
  // The list never shows the authentication details (they hold secrets).
  listed: ['name', 'description', 'url', 'verb', 'authentication_method_id', 'disabled_ind', 'in_use', 'accounts_assigned'],
  derived: {
    in_use: { any: 'program_names' },
    accounts_assigned: { count: 'account_ids' },
    authentication_method_name: {
      lookup: 'authentication_method_id',
      in: 'apiAuthMethods',
      by: 'api_authentication_method_id',
      take: 'name',
      missing: '',
    },
  },
  lockedWhile: { any: 'program_names', message: 'This API Link is in use and cannot be changed' },
  starts: { account_ids: [], program_names: [] },
  clone: { name: 'name', names: ['Copy of %{name}', 'Copy of %{name} (%{n})'] },
  children: [
    {
      field: 'api_link_attributes',
      id: 'api_link_attribute_id',
      in: { collection: 'apiLinkAttributes', key: 'api_link_id' },
      fields: ['api_data_type_id', 'name', 'description', 'default_value', 'test_value'],
      read: 'attributes',
      save: 'saveAttributes',
      validator: 'apiLinkAttributes',
      notOwn: 'Attribute %{id} does not belong to this API link',
      repeated: 'Attribute %{id} is listed more than once',
    },
  ],
  notFound: 'API link not found',
  deleted: 'API link %{name} removed',
  accounts: { label: 'API link', inAnswer: false },
});

// The authentication methods a link names and the data types its attributes name, answered
// whole, as stored (the link form's pickers).
const authMethods = defineRecords({
  screen: apiLinks,
  collection: 'apiAuthMethods',
  id: 'api_authentication_method_id',
  schema: apiAuthMethodSchema,
  calls: { list: 'authMethods' },
  fields: ['name'],
});
const dataTypes = defineRecords({
  screen: apiLinks,
  collection: 'apiDataTypes',
  id: 'api_data_type_id',
  schema: apiDataTypeSchema,
  calls: { list: 'dataTypes' },
  fields: ['name'],
});

export const records = [linkRecords, authMethods, dataTypes];
