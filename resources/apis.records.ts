// How the platform keeps API definitions (resources/recordTypes.ts): an HTTP method and URL,
// unique together as written, each in any of the API groups.
import { apis } from './apis';
import { defineRecords } from './recordTypes';

export default defineRecords({
  screen: apis,
  collection: 'apis',
  validator: 'api',
  fields: ['http_method', 'url', 'api_groups'],
  unique: [{ fields: ['http_method', 'url'], caseSensitive: true }],
  links: [
    {
      field: 'api_groups',
      key: 'api_group_id',
      to: { collection: 'apiGroups', id: 'id' },
      notAList: 'api_groups must be a list of { api_group_id }',
      unknown: 'The API group %{id} does not exist',
    },
  ],
  deleted: 'API deleted successfully',
});
