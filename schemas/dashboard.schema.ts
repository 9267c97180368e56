// Engagement dashboard: the stored record as the platform answers
// it, the save body (name, optional description, filters as a JSON string), and the filter and
// program entries held inside that JSON string.
import type { FromSchema, Schema } from './ext';
import { integerId, label, list, MAX_LIST, text } from './fields';

/**
 * Not in the requirements: a dashboard's filters (its accounts and their programs, as JSON text)
 * up to 1 MB, a thousand accounts of a thousand programs each being far more than a report shows.
 */
export const MAX_FILTERS_TEXT = 1024 * 1024;

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

/** A program's fields, as the platform's list of an account's programs answers them too. */
export const programFields = dashboardProgramSchema.properties;

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
    programs: list('Programs', dashboardProgramSchema, MAX_LIST),
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
    dashboard_filters: label('Filters', MAX_FILTERS_TEXT),
    account_ids: list('Accounts', { type: 'integer' } as const, MAX_LIST),
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
    filters: {
      type: 'string',
      title: 'Accounts and Programs',
      maxLength: MAX_FILTERS_TEXT,
      errorMessage: {
        type: 'Must select at least one account for filter.',
        maxLength: `Accounts and Programs must be at most ${MAX_FILTERS_TEXT} characters`,
      },
    },
  },
} as const satisfies Schema;

export type DashboardSave = FromSchema<typeof dashboardSaveSchema>;
