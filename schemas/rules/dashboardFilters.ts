// Dashboard filters: the save body carries them as a JSON string, so a
// schema cannot look inside; these rules parse it and give the required messages, for the
// editor and the demo platform alike.
import type { DashboardFilter } from '../dashboard.schema';
import { echo } from './echo';
import type { StagedRule } from './types';

export const DASHBOARD_MESSAGES = {
  nameBlank: 'Dashboard name cannot be blank',
  noAccount: 'Must select at least one account for filter.',
  pendingAccount: 'Please complete the current Account filter setup first.',
  // Not in the requirements: what a direct call with unreadable filters is told.
  malformed: 'The dashboard filters must be a JSON list of accounts, each with a list of programs',
} as const;

export const noProgramMessage = (accountName: string) => `Must select at least one program for filter - ${echo(accountName)}`;
export const duplicateAccountMessage = (accountName: string) => `The account ${echo(accountName)} is selected more than once`;

const isId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0) || (typeof v === 'string' && /^\d+$/.test(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filters of a save body, or undefined when the text is not a list of well-formed filters. */
export const parseFilters = (filters: unknown): DashboardFilter[] | undefined => {
  let list: unknown;
  try {
    list = typeof filters === 'string' ? JSON.parse(filters) : undefined;
  } catch {
    return undefined;
  }
  if (!Array.isArray(list)) return undefined;
  const wellFormed = list.every(
    (f) =>
      isObject(f) && isId(f.account_id) && Array.isArray(f.programs) && f.programs.every((p: unknown) => isObject(p) && isId(p.program_id)),
  );
  return wellFormed ? (list as DashboardFilter[]) : undefined;
};

const accountLabel = (f: DashboardFilter) => (typeof f.account_name === 'string' && f.account_name ? f.account_name : String(f.account_id));

/** At least one account, each with at least one program, none twice. */
export const dashboardFiltersComplete: StagedRule = {
  name: 'dashboardFiltersComplete',
  stage: 'presence',
  check: ({ filters }) => {
    if (filters === undefined) return undefined; // the required message says it
    const list = parseFilters(filters);
    if (!list) return { message: DASHBOARD_MESSAGES.malformed, fields: ['filters'] };
    if (list.length === 0) return { message: DASHBOARD_MESSAGES.noAccount, fields: ['filters'] };
    const seen = new Set<string>();
    for (const f of list) {
      if (seen.has(String(f.account_id))) return { message: duplicateAccountMessage(accountLabel(f)), fields: ['filters'] };
      seen.add(String(f.account_id));
    }
    const empty = list.find((f) => (f.programs ?? []).length === 0);
    return empty ? { message: noProgramMessage(accountLabel(empty)), fields: ['filters'] } : undefined;
  },
};
