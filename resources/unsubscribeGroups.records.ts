// How the platform keeps email unsubscribe groups (resources/recordTypes.ts).
import { defineRecords } from './recordTypes';
import { unsubscribeGroups } from './unsubscribeGroups';

export default defineRecords({
  screen: unsubscribeGroups,
  collection: 'unsubscribeGroups',
  validator: 'unsubscribeGroup',
  fields: ['group_name'],
  order: 'group_name',
  unique: [{ fields: ['group_name'] }],
  starts: { account_ids: [] },
  notFound: 'Unsubscribe group not found',
  deleted: 'Successfully deleted unsubscribe group %{group_name}',
  accounts: { kind: 'Unsubscribe group' },
});
