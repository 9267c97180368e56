// Account groups (/admin/accountgroups) with accounts and IP range assignment (seed 000 sections 2-9).
import { SYS_ADMIN } from './roles';
import { defineResource } from './types';

export const accountGroups = defineResource({
  name: 'accountgroups',
  route: '/admin/accountgroups',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: { label: 'menu.accountGroups', order: 30 },
  title: 'accountgroups.title',
  idField: 'id',
  schema: 'accountGroup',
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
    columns: [
      { source: 'id' },
      { source: 'account_group_name', link: 'show' },
      { source: 'created_date_time', type: 'datetime' },
    ],
    sort: { field: 'id', order: 'ASC' },
    perPage: 50,
    filter: { placeholder: 'filter.typeToNarrow' },
    addLabel: 'accountgroups.add',
    rowActions: ['show', 'edit', 'assign'],
    loadError: 'errors.loadingAccountGroups',
  },
  forms: {
    insert: {
      title: 'accountgroups.forms.insert',
      kind: 'fields',
      fields: ['account_group_name'],
      validator: 'accountGroup',
      success: 'accountgroups.messages.added',
      errorPrefix: 'accountgroups.errors.save',
    },
    edit: {
      title: 'accountgroups.forms.edit',
      kind: 'fields',
      fields: ['id', 'account_group_name'],
      readOnly: ['id'],
      validator: 'accountGroup',
      success: 'accountgroups.messages.modified',
      errorPrefix: 'accountgroups.errors.save',
    },
    show: {
      title: 'accountgroups.forms.show',
      kind: 'fields',
      fields: ['id', 'account_group_name', 'created_date_time'],
      readOnly: ['id', 'account_group_name', 'created_date_time'],
    },
    assign: { title: 'accountgroups.forms.assign', kind: 'panel', panel: 'accountGroupAssignment' },
  },
});
