// Engagement dashboard: the stored record as the platform answers
// it, the save body (name, optional description, filters as a JSON string), and the filter and
// program entries held inside that JSON string.
import type { FromSchema, Schema } from './ext';
import { integerId, label, text } from './fields';

// A part of another schema, not an entity: not exported (every exported <name>Schema is one).
const dashboardProgramSchema = {
  type: 'object',
  title: 'Program',
  properties: {
    program_id: integerId('Program ID'),
    program_type: label('Program Type'),
    program_name: label('Program'),
    engagement_dashboard_filter_id: integerId('Filter ID'),
  },
  required: ['program_id'],
} as const satisfies Schema;

export type DashboardProgram = FromSchema<typeof dashboardProgramSchema>;

/** One account of a dashboard and the programs chosen for it (`programs`: the requirements' "program entries"). */
// One item of a dashboard's filters (its type only), not an entity: every exported <name>Schema
// is one (found by file).
export const dashboardFilterItem = {
  type: 'object',
  title: 'Filter',
  properties: {
    engagement_dashboard_filter_id: integerId('Filter ID'),
    engagement_dashboard_id: integerId('Dashboard ID'),
    account_id: integerId('Account'),
    account_name: label('Account'),
    programs: { type: 'array', title: 'Programs', items: dashboardProgramSchema },
  },
  required: ['account_id', 'programs'],
} as const satisfies Schema;

export type DashboardFilter = FromSchema<typeof dashboardFilterItem>;

export const dashboardSchema = {
  type: 'object',
  title: 'Dashboard',
  properties: {
    engagement_dashboard_id: integerId('ID'),
    engagement_dashboard_name: text('Name'),
    description: text('Description'),
    /** the filters as a JSON string (an array of dashboardFilterItem) */
    dashboard_filters: label('Filters'),
    account_ids: { type: 'array', title: 'Accounts', items: { type: 'integer' } },
    created_date_time: label('Created Date'),
  },
} as const satisfies Schema;

export type Dashboard = FromSchema<typeof dashboardSchema>;

/** POST /dashboard-service/dashboards/{id}: id 0 creates. */
export const dashboardSaveSchema = {
  type: 'object',
  title: 'Dashboard',
  properties: {
    name: text('Name'),
    description: text('Description'),
    filters: { type: 'string', title: 'Accounts and Programs', errorMessage: { type: 'Must select at least one account for filter.' } },
  },
} as const satisfies Schema;

export type DashboardSave = FromSchema<typeof dashboardSaveSchema>;
