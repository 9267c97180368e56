// Email unsubscribe groups.
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { channelAccountTexts, channelDetailTexts, channelErrorTexts } from './channelAssignment.texts';
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
    create: {
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

// Its texts, where the engine looks for them (language/screenTexts.ts). The requirements' words
// exactly; error texts are prefixes the platform's reason follows.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const groupTaken = 'Check that an unsubscribe group with that name does not already exist.';

  return {
    unsubscribegroups: {
      accounts: channelAccountTexts('Unsubscribe group'),
      // a taken name, by call
      conflicts: { create: groupTaken, update: groupTaken },
      details: channelDetailTexts,
      menu: 'Email Unsubscribe',
      title: 'Email Unsubscribe Groups',
      filter: 'Type to Narrow Table',
      add: 'Add new Unsubscribe Group',
      forms: {
        create: 'Add new Unsubscribe Group',
        edit: 'Edit Unsubscribe Group',
        show: 'Unsubscribe Group Details',
        assign: 'Assign Account',
        delete: 'Delete Unsubscribe Group',
      },
      confirm: { delete: 'Are you sure you want to permanently remove the unsubscribe group "%{group_name}" ?' },
      messages: {
        create: 'Successfully added unsubscribe group %{group_name}',
        edit: 'Successfully updated unsubscribe group %{group_name}',
        delete: 'Successfully deleted unsubscribe group %{group_name}',
      },
      errors: {
        ...channelErrorTexts('unsubscribe group'),
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
