// The dashboard editor's Accounts and Programs table as plain
// state: rows of an account and its chosen programs. A row without an account is "pending";
// only one may exist. Removing a row gives its account back to the pickers of the others.
import type { DashboardFilter, DashboardProgram, DashboardSave } from '../../schemas/index';
import { parseFilters } from '../../schemas/rules/dashboardFilters';

export interface AccountChoice {
  account_id: number;
  account_name: string;
}

export interface AccountRow {
  /** stable key of the row in the table (rows have no id until saved) */
  key: number;
  account: AccountChoice | null;
  programs: DashboardProgram[];
}

/** The account picker's choices: every account by name (an account without one by its id). */
export const accountChoices = (accounts: readonly { account_id?: unknown; account_name?: unknown }[]): AccountChoice[] =>
  accounts
    .map((a) => ({ account_id: Number(a.account_id), account_name: String(a.account_name ?? a.account_id) }))
    .sort((a, b) => a.account_name.localeCompare(b.account_name));

export const isPending = (row: AccountRow): boolean => row.account === null;

/** The rows of a saved dashboard (its dashboard_filters text); keys count from 1. */
export const rowsFromFilters = (dashboardFilters: unknown): AccountRow[] =>
  (parseFilters(dashboardFilters) ?? []).map((f: DashboardFilter, i) => ({
    key: i + 1,
    account: { account_id: Number(f.account_id), account_name: String(f.account_name ?? f.account_id) },
    programs: f.programs ?? [],
  }));

/** 'Add another account': a new pending row, unless one is pending already (then `blocked`). */
export const addPendingRow = (rows: readonly AccountRow[], key: number): { rows: AccountRow[]; blocked: boolean } =>
  rows.some(isPending) ? { rows: [...rows], blocked: true } : { rows: [...rows, { key, account: null, programs: [] }], blocked: false };

export const removeRow = (rows: readonly AccountRow[], key: number): AccountRow[] => rows.filter((r) => r.key !== key);

/** Choosing (or changing) a row's account drops its programs: they belonged to the old account. */
export const setAccount = (rows: readonly AccountRow[], key: number, account: AccountChoice | null): AccountRow[] =>
  rows.map((r) => (r.key === key ? { ...r, account, programs: r.account?.account_id === account?.account_id ? r.programs : [] } : r));

export const setPrograms = (rows: readonly AccountRow[], key: number, programs: readonly DashboardProgram[]): AccountRow[] =>
  rows.map((r) => (r.key === key ? { ...r, programs: [...programs] } : r));

/** The accounts a row's picker offers: every account not chosen in another row. */
export const availableAccounts = <A extends AccountChoice>(all: readonly A[], rows: readonly AccountRow[], key: number): A[] => {
  const taken = new Set(rows.filter((r) => r.key !== key && r.account).map((r) => r.account!.account_id));
  return all.filter((a) => !taken.has(Number(a.account_id)));
};

/**
 * The save body: name, description when given, and the filters as a JSON string. A pending row
 * chose nothing, so it is left out (an editor with only a pending row has no account).
 */
export const saveBody = (name: string, description: string, rows: readonly AccountRow[]): DashboardSave => {
  const filters = rows
    .filter((r) => !isPending(r))
    .map((r) => ({
      account_id: r.account!.account_id,
      account_name: r.account!.account_name,
      programs: r.programs.map((p) => ({ program_id: Number(p.program_id), program_type: p.program_type, program_name: p.program_name })),
    }));
  return { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}), filters: JSON.stringify(filters) };
};

/** Whether the editor differs from what was loaded (the leave question needs it). */
export const sameRows = (a: readonly AccountRow[], b: readonly AccountRow[]): boolean =>
  JSON.stringify(saveBody('', '', a).filters) === JSON.stringify(saveBody('', '', b).filters) && a.some(isPending) === b.some(isPending);

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

export const pageRows = <T>(rows: readonly T[], page: number, perPage: number): T[] => rows.slice((page - 1) * perPage, page * perPage);

export const ROWS_PER_PAGE = [5, 10, 25, 50] as const;
