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
    create: editor,
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
  upsert: { call: 'save', id: 'id' },
  fields: ['engagement_dashboard_name', 'description'],
  bodyNames: { engagement_dashboard_name: 'name' },
  codecs: { filters: 'dashboardFilters' },
  unique: [{ fields: ['engagement_dashboard_name'] }],
  stamps: { made: { created_date_time: 'now', creator_login_id: 'caller' }, saved: { modified_date_time: 'now' } },
  listed: ['engagement_dashboard_name', 'description', 'dashboard_filters', 'account_ids', 'created_date_time'],
  clone: { name: 'engagement_dashboard_name', names: ['%{name} - Copy', '%{name} - Copy %{n}'] },
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
  owner: { key: 'account_id', in: ['accounts'], id: 'account_id', notFound: 'Account not found' },
  fields: [],
  listed: ['program_type', 'program_name'],
  order: 'program_name',
});

export const records = [dashboardRecords, programRecords];

// Its texts, where the engine looks for them (language/screenTexts.ts): the dashboards and their
// report. Wording of messages is exact; where the requirements show no text (titles, confirmation,
// tile names, CSV comments), the texts follow the requirements' style. Built by a function marked
// pure: the console reads no screen's texts from here (they reach it as data, resources/generated/),
// and its bundle then drops the whole call.
const textsOf = () => ({
  dashboards: {
    menu: 'Dashboards',
    title: 'Engagement Dashboards',
    add: 'New Dashboard',
    forms: {
      create: 'New Engagement Dashboard',
      edit: 'Edit Engagement Dashboard',
      show: 'Engagement Dashboard',
      delete: 'Delete Engagement Dashboard',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the dashboard "%{engagement_dashboard_name}" ?' },
    messages: {
      create: 'Successfully saved the dashboard %{name}',
      edit: 'Successfully saved the dashboard %{name}',
      delete: 'Successfully deleted engagement dashboard',
      clone: 'Successfully cloned the Engagement Dashboard',
    },
    // Each fixed text stands alone on its first line; the server's message (if any) follows on
    // the next, so the required sentences are shown word for word.
    errors: {
      // The requirements' one load text serves the list and a single dashboard alike.
      load: 'An error occurred loading the dashboard\n',
      show: 'An error occurred loading the dashboard\n',
      report: 'An error occurred loading Dashboard report data.\n',
      delete: 'An error occurred deleting the dashboard please try again\n',
      clone: 'An error occurred cloning the Engagement Dashboard please try again\n',
      create: 'Failed to save the dashboard - ',
      edit: 'Failed to save the dashboard - ',
      accounts: 'An error occurred loading the accounts: ',
      programs: 'An error occurred loading the programs of %{account}: ',
    },
    editor: {
      name: 'Name',
      description: 'Description',
      filters: 'Accounts and Programs',
      account: 'Account',
      programs: 'Programs',
      actions: 'Actions',
      chooseAccount: 'Choose an account',
      chooseAccountFirst: 'Choose an account first',
      addAll: 'Add all',
      remove: 'Remove %{account}',
      addAccount: 'Add another account',
      noAccounts: 'No accounts selected',
      loadingPrograms: 'Loading programs...',
      noPrograms: 'This account has no programs',
      program: '%{program_name} (%{program_type})',
    },
    // The page buttons and box use the shared table.* texts (src/engine/PageControls).
    paginator: {
      total: '/ %{total}',
      rowsPerPage: 'Rows Per Page',
    },
    report: {
      accounts: 'Accounts: %{ids}',
      cancel: 'Cancel',
      download: 'Download CSV',
      refresh: 'Refresh',
      refreshing: 'Refreshing',
      imports: 'Imports Today',
      importType: 'Import Type',
      unsupportedType: 'Not Supported Type: (%{type})',
      callPrograms: 'Call Programs',
      period: 'Period',
      today: 'Today',
      alltime: 'All Time',
      remaining: 'Remaining',
      noImports: 'No imports today',
      noCallPrograms: 'No call programs',
      statusLight: 'Status %{status}',
      autoRefresh: 'Refresh every minute',
      nextRefresh: 'Next refresh in %{seconds} s',
      refreshPaused: 'Paused while the page is hidden',
      pages: 'Pages of %{table}',
      charts: {
        loading: 'Loading the chart',
        importsTitle: 'Imported, swept and rejected rows per account',
        importsTitlePerFile: 'Imported, swept and rejected rows per file',
        importsDescription:
          'One bar per account, stacked Imported, Swept and Rejected; beside each bar the share of its received rows rejected, highest first.',
        importsDescriptionPerFile:
          'One bar per file, stacked Imported, Swept and Rejected; beside each bar the share of its received rows rejected, highest first.',
        overLevelCount: '%{count} of %{total} over %{level}% rejected, marked "over %{level}%": %{names}.',
        noneOverLevel: 'None over %{level}% rejected.',
        rejectedShare: '%{share}% rejected',
        overLevel: 'over %{level}%',
        programsTitle: 'Calls done against recipients remaining per program',
        programsDescription:
          'One bar per program, furthest behind first: Outbound, Inbound and Transfers done, then Remaining Att 1, Att 2 and Att 3; the traffic light before each bar, the share remaining after it.',
        remainingShare: '%{share}% remaining',
        someShown: 'The first %{shown} of %{total} are drawn; every row is in the table below.',
        att1: 'Remaining Att 1',
        att2: 'Remaining Att 2',
        att3: 'Remaining Att 3',
      },
      tiles: {
        files: 'Files',
        received: 'Received',
        accepted: 'Accepted',
        imported: 'Imported',
        swept: 'Swept',
        rejected: 'Rejected',
        rejectRate: 'Rejected %',
        programs: 'Programs',
        outbound: 'Outbound',
        inbound: 'Inbound',
        remaining: 'Remaining',
        totalRecipients: 'Total Recipients',
        transfers: 'Transfers',
        transferRate: 'Transfers %',
      },
    },
    csv: {
      title: '# Engagement Dashboard: %{name}',
      accounts: '# Accounts: %{ids}',
      generated: '# Generated: %{timestamp}',
      importType: '# Import Type: %{type}',
      period: '# Call Programs: %{period}',
      importSummary: '# Imports Today - Summary',
      importDetail: '# Imports Today - Detail',
      callSummary: '# Call Programs (%{period}) - Summary',
      callDetail: '# Call Programs (%{period}) - Detail',
      remaining: 'Remaining (%{attempt})',
      failed: 'The CSV could not be written: ',
    },
  },
});
export const texts = /* @__PURE__ */ textsOf();
