// Account groups (/admin/accountgroups) with accounts and IP range assignment.
import { defineRecords } from '../language/recordTypes';
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { accountSchema } from '../schemas/account.schema';
import { accountGroupSchema } from '../schemas/accountGroup.schema';
import { applicationSchema } from '../schemas/application.schema';
import { ipRangeSchema } from '../schemas/ipRange.schema';

export const accountGroups = defineResource({
  name: 'accountgroups',
  route: '/admin/accountgroups',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 30,
  idField: 'id',
  schema: accountGroupSchema,
  endpoints: {
    list: 'GET /auth/accountgroups',
    get: 'GET /auth/accountgroups/:id',
    create: 'POST /auth/accountgroups',
    update: 'PUT /auth/accountgroups/:id',
    accounts: 'GET /auth/accounts',
    readAssignment: 'GET /auth/accounts/:accountId/accountgroups/:id',
    assignAccount: 'POST /auth/accounts/:accountId/accountgroups/:id',
    unassignAccount: 'DELETE /auth/accounts/:accountId/accountgroups/:id',
    applications: 'GET /auth/applications',
    ipRanges: 'GET /auth/ip-ranges',
    addIpRange: 'POST /auth/ip-ranges',
    removeIpRange: 'DELETE /auth/ip-ranges/:rangeId',
  },
  list: {
    columns: [{ source: 'id' }, { source: 'account_group_name', link: 'show' }, { source: 'created_date_time', type: 'datetime' }],
    sort: { field: 'id', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    create: {
      kind: 'fields',
      fields: ['account_group_name'],
      validator: 'accountGroup',
    },
    edit: {
      kind: 'fields',
      fields: ['id', 'account_group_name'],
      readOnly: ['id'],
      validator: 'accountGroup',
    },
    show: {
      kind: 'fields',
      fields: ['id', 'account_group_name', 'created_date_time'],
      readOnly: ['id', 'account_group_name', 'created_date_time'],
    },
    assign: {
      kind: 'panel',
      panel: 'accountGroupAssignment',
      fields: ['id', 'account_group_name'],
      readOnly: ['id', 'account_group_name'],
      assign: {
        accounts: {
          // The group's own read holds its accounts (its panel reads them).
          assigned: 'get',
          all: 'accounts',
          add: 'assignAccount',
          remove: 'unassignAccount',
          // 'Please select a valid account first.' and the 20-account limit.
          validator: 'accountAssignment',
        },
        ipRanges: {
          assigned: 'ipRanges',
          all: 'applications',
          add: 'addIpRange',
          remove: 'removeIpRange',
          // 'Please specify an Application for the IP Range' and the start-after-end check.
          validator: 'ipRange',
        },
      },
    },
  },
});

// How the platform keeps account groups and their IP ranges (language/recordTypes.ts; only the
// platform imports it): a list row is the name and when it was made; a group's own read adds its
// accounts. Accounts are assigned at the account's path, up to the limit of the shared
// `accountAssignment` validator.
const groupRecords = defineRecords({
  screen: accountGroups,
  collection: 'accountGroups',
  validator: 'accountGroup',
  fields: ['account_group_name'],
  listed: ['account_group_name', 'created_date_time'],
  stamps: { made: { created_date_time: 'now' } },
  unique: [{ fields: ['account_group_name'] }],
  starts: { account_ids: [] },
  notFound: 'Account group not found',
  accounts: {
    label: 'Account group',
    list: false,
    read: 'readAssignment',
    inAnswer: false,
    added: 'Account group assignment added successfully',
    removed: 'Account group assignment removed successfully',
    names: { account_group_id: 'id', account_group_name: 'account_group_name' },
  },
});

// IP ranges per group and application, answered grouped by the two; the octet and order rules
// are the shared `ipRange` validator's. The IP pattern allows one text per address, so ranges
// are stored as sent and a repeat is found by comparing the texts.
const ipRangeRecords = defineRecords({
  screen: accountGroups,
  collection: 'ipRanges',
  id: 'id',
  schema: ipRangeSchema,
  calls: { list: 'ipRanges', create: 'addIpRange', delete: 'removeIpRange' },
  validator: 'ipRange',
  owner: { key: 'account_group_id', in: ['accountGroups'], id: 'id', notFound: 'The account group %{value} does not exist' },
  fields: ['application_type_code', 'ip_range_start', 'ip_range_end'],
  bodyNames: { application_type_code: 'app_code' },
  references: [
    {
      field: 'application_type_code',
      to: { collection: 'applications', id: 'application_type_code' },
      unknown: 'The application %{value} does not exist',
    },
  ],
  unique: [{ fields: ['account_group_id', 'application_type_code', 'ip_range_start', 'ip_range_end'], caseSensitive: true }],
  listed: ['account_group_id', 'application_name', 'application_type_code', 'ip_range_start', 'ip_range_end'],
  derived: {
    application_name: { lookup: 'application_type_code', in: 'applications', by: 'application_type_code', take: 'application_name' },
  },
  added: 'IP range added successfully',
  deleted: 'IP range removed successfully',
  notFound: 'IP range not found',
});

// The accounts and applications, answered whole, as stored: kept here, as an account group holds
// accounts and its IP ranges name an application (the other screens' account pickers read them too).
const accountRecords = defineRecords({
  screen: accountGroups,
  collection: 'accounts',
  id: 'account_id',
  schema: accountSchema,
  calls: { list: 'accounts' },
  fields: ['account_name', 'organization_name'],
});
const applicationRecords = defineRecords({
  screen: accountGroups,
  collection: 'applications',
  id: 'application_type_code',
  schema: applicationSchema,
  calls: { list: 'applications' },
  fields: ['application_name'],
});

export const records = [groupRecords, ipRangeRecords, accountRecords, applicationRecords];

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    accountgroups: {
      menu: 'Account Groups',
      title: 'Account Groups',
      filter: 'Type to Narrow Table',
      add: 'Add Account Group',
      forms: {
        create: 'Create Account Group',
        edit: 'Edit Account Group',
        show: 'Account Group Details',
        assign: 'Assign Account Group Properties',
      },
      messages: {
        create: 'Account group added successfully',
        edit: 'Account group modified successfully',
      },
      errors: {
        load: 'An error occurred loading the account groups: ',
        create: 'An error occurred adding or modifying the account group: ',
        edit: 'An error occurred adding or modifying the account group: ',
      },
      // the Assign form's sections
      accounts: {
        heading: 'Assigned Accounts',
        tag: '%{account_name} (%{account_id})',
        picker: 'Account',
        add: 'Add Account',
        added: 'Account group assignment added successfully',
        removed: 'Account group assignment removed successfully',
        errors: {
          add: 'An error occurred adding the account group assignment: ',
          remove: 'An error occurred removing the account group assignment: ',
          load: 'An error occurred loading the account group details: ',
          all: 'An error occurred loading the activate accounts: ',
        },
      },
      ipRanges: {
        heading: 'IP Ranges',
        tag: '%{application_name}: %{ip_range_start} - %{ip_range_end}',
        section: 'Assign IP Ranges for Applications',
        picker: 'Application',
        start: 'IP Range Start',
        end: 'IP Range End',
        octet: '%{label} octet %{n}',
        add: 'Add Range',
        added: 'IP range added successfully',
        removed: 'IP range removed successfully',
        errors: {
          add: 'An error occurred adding the IP range %{start} to %{end}: ',
          remove: 'An error occurred removing the IP range: ',
          load: 'An error occurred loading the IP ranges: ',
          all: 'An error occurred loading the applications: ',
        },
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
