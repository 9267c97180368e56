// The account groups' hand-written record keeping: a group's read answers its accounts (id and
// name, in the order assigned), and the IP ranges are answered grouped by account group and
// application, as the platform does (first seen first): each group carries those fields and its
// ranges, without them, under `range_list`.
import { accountsOf } from '../server/records/accountLists';
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';

type Row = Record<string, unknown>;

const BY = ['account_group_id', 'application_name', 'application_type_code'] as const;
const INTO = 'range_list';

/** Rows sharing the BY fields, first seen first, each group with those fields and its rows without them. */
export const inGroups = (rows: readonly Row[]): Row[] => {
  const groups = new Map<string, { fields: Row; rows: Row[] }>();
  for (const row of rows) {
    const key = JSON.stringify(BY.map((f) => row[f]));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { fields: Object.fromEntries(BY.map((f) => [f, row[f]])), rows: [] }));
    group.rows.push(Object.fromEntries(Object.entries(row).filter(([f]) => !(BY as readonly string[]).includes(f))));
  }
  return [...groups.values()].map((g) => ({ ...g.fields, [INTO]: g.rows }));
};

const rangesInGroups: RecordHook = { listAnswer: inGroups };

const withAccounts: RecordHook = {
  answers: ['accounts'],
  answer: (row, tools) => ({ accounts: accountsOf(tools.data(), (row.account_ids as number[] | undefined) ?? []) }),
};

export const hooks = { accountGroups: withAccounts, ipRanges: rangesInGroups } satisfies ScreenHooks;
