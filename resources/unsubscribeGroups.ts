// Email unsubscribe groups.
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { SYS_ADMIN } from '../language/roles';
import { defineRecords } from '../language/recordTypes';
import { defineResource } from '../language/types';
import { unsubscribeGroupSchema } from '../schemas/emailDomain.schema';

const BASE = '/email-service/unsubscribegroups';

export const unsubscribeGroups = defineResource({
  name: 'unsubscribegroups',
  route: '/digichannel/unsubscribegroups',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: 40,
  idField: 'email_unsubscribe_group_id',
  schema: unsubscribeGroupSchema,
  endpoints: {
    list: `GET ${BASE}`,
    create: `POST ${BASE}`,
    update: `PUT ${BASE}/:id`,
    delete: `DELETE ${BASE}/:id`,
    ...channelAccountEndpoints(BASE),
  },
  list: {
    columns: [
      { source: 'group_name', link: 'show' },
      { source: 'accounts_assigned', type: 'count' },
    ],
    sort: { field: 'group_name', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    insert: {
      kind: 'fields',
      fields: ['group_name'],
      validator: 'unsubscribeGroup',
    },
    edit: {
      kind: 'fields',
      fields: ['group_name'],
      validator: 'unsubscribeGroup',
    },
    show: {
      kind: 'fields',
      fields: ['group_name', 'accounts_assigned'],
      readOnly: ['group_name', 'accounts_assigned'],
    },
    assign: channelAssignForm('group_name'),
    delete: {
      kind: 'confirm',
    },
  },
  conflicts: { create: 'Conflict', update: 'Conflict' },
});

// How the platform keeps email unsubscribe groups (language/recordTypes.ts; only the platform
// imports it).
export const records = defineRecords({
  screen: unsubscribeGroups,
  collection: 'unsubscribeGroups',
  validator: 'unsubscribeGroup',
  fields: ['group_name'],
  order: 'group_name',
  unique: [{ fields: ['group_name'] }],
  starts: { account_ids: [] },
  notFound: 'Unsubscribe group not found',
  deleted: 'Successfully deleted unsubscribe group %{group_name}',
  accounts: { label: 'Unsubscribe group' },
});
