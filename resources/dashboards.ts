// Engagement dashboards: the list at /dashboard (and
// /dashboard/DashboardListingPage), the editor (a custom panel, 90% wide), the report (the View
// mode, a full-screen panel at /dashboard/<id>/show so a reload keeps it), clone and delete.
import { ENGAGEMENT_MANAGER } from '../language/roles';
import { defineResource } from '../language/types';
import { defineRecords } from '../language/recordTypes';
import { dashboardSchema, programFields } from '../schemas/dashboard.schema';
import { integerId } from '../schemas/fields';

// New and Edit are the same editor (Required: a modal 90% wide); one save call, id 0 creating.
const editor = {
  kind: 'panel',
  panel: 'dashboardEditor',
  endpoint: 'save',
  validator: 'dashboard',
  size: '90%',
} as const;

export const dashboards = defineResource({
  name: 'dashboards',
  route: ['/dashboard', '/dashboard/DashboardListingPage'],
  area: 'dashboard',
  roles: [ENGAGEMENT_MANAGER],
  menu: 10,
  idField: 'engagement_dashboard_id',
  schema: dashboardSchema,
  endpoints: {
    list: 'GET /dashboard-service/dashboards',
    get: 'GET /dashboard-service/dashboards/:id',
    // :period is 'today' or 'alltime' (the report's Today / All Time choice; docs/platform-api.md).
    metrics: 'GET /dashboard-service/dashboards/:id/metrics/:period',
    programs: 'GET /dashboard-service/dashboards/accounts/:accountId/programs',
    clone: 'POST /dashboard-service/dashboards/:id/clone',
    // id 0 creates.
    save: 'POST /dashboard-service/dashboards/:id',
    delete: 'DELETE /dashboard-service/dashboards/:id/delete',
    // The account picker of the editor.
    accounts: 'GET /auth/accounts',
  },
  list: {
    columns: [
      { source: 'engagement_dashboard_name', link: 'show' },
      { source: 'description' },
      { source: 'account_ids', type: 'list' },
      { source: 'created_date_time', type: 'datetime' },
    ],
    // Newest first: the requirements sort by created date; a manager looks for the dashboard just made.
    sort: { field: 'created_date_time', order: 'DESC' },
    perPage: 50,
  },
  forms: {
    insert: editor,
    edit: editor,
    show: {
      kind: 'panel',
      panel: 'dashboardReport',
      endpoint: 'metrics',
      size: 'fullScreen',
    },
    clone: {
      kind: 'action',
      endpoint: 'clone',
    },
    delete: {
      kind: 'confirm',
    },
  },
});

// How the platform keeps engagement dashboards (language/recordTypes.ts; only the platform
// imports it). One save call, POST /:id, creates (id 0) or updates; a read answers a list holding
// the one dashboard; the filters travel as JSON text and are kept as accounts with program ids
// (the `dashboardFilters` codec of server/records/recordCodecs.ts); a clone is named "<name> - Copy".
// The report's metrics are server/routes/dashboards.ts.
const dashboardRecords = defineRecords({
  screen: dashboards,
  collection: 'dashboards',
  validator: 'dashboard',
  upsert: { call: 'save', id: 'id', inPath: true },
  oneInList: true,
  fields: ['engagement_dashboard_name', 'description'],
  bodyNames: { engagement_dashboard_name: 'name' },
  codecs: { filters: 'dashboardFilters' },
  unique: [{ fields: ['engagement_dashboard_name'] }],
  stamps: { made: { created_date_time: 'now', creator_login_id: 'caller' }, saved: { modified_date_time: 'now' } },
  listed: ['engagement_dashboard_name', 'description', 'dashboard_filters', 'account_ids', 'created_date_time'],
  clone: { name: 'engagement_dashboard_name', suffixes: [' - Copy', ' - Copy %{n}'] },
  notFound: 'Dashboard not found',
  deleted: 'Successfully deleted engagement dashboard',
});

// The programs of an account the editor offers, by name.
const programRecords = defineRecords({
  screen: dashboards,
  collection: 'dashboardPrograms',
  id: 'program_id',
  schema: {
    properties: {
      program_id: programFields.program_id,
      program_type: programFields.program_type,
      program_name: programFields.program_name,
      account_id: integerId('Account ID'),
    },
  },
  calls: { list: 'programs' },
  owner: { key: 'account_id', in: ['accounts'], id: 'account_id', param: 'accountId', notFound: 'Account not found' },
  fields: [],
  listed: ['program_type', 'program_name'],
  order: 'program_name',
});

export const records = [dashboardRecords, programRecords];
