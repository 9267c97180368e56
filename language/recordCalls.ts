// The endpoint table keys a plain record declaration (language/recordTypes.ts) makes the demo
// platform answer (server/records/): the record engine asks for its calls by these names, and
// tools/platformApiDocs.test.ts and the platform tests' parameter values (server/test/paramValues.ts)
// read which keys a declaration answers here, so a new kind of call, or a new way of naming one's
// key, is written once for all of them.

import type { ValidatorName } from '../schemas/validators';

/** The record's own calls, under these keys (or those its `calls` gives). */
export const RECORD_CALLS = ['list', 'get', 'create', 'update', 'delete', 'clone'] as const;
export type RecordCall = (typeof RECORD_CALLS)[number];

/** The calls of a record's accounts, only for a declaration that keeps accounts (`accounts`). */
export const ACCOUNT_CALLS = { list: 'accounts', assign: 'assignAccount', unassign: 'unassignAccount' } as const;

/**
 * The check an account assignment passes (with `account_id` and `assigned_count`): the one the
 * screen's own accounts section runs before it adds one (its "pick first" and any limit), so the
 * console and the platform refuse alike; `accountPick` where the screen has no such section.
 */
export const assignmentCheck = (screen: {
  forms?: Readonly<Record<string, { assign?: { accounts?: { validator: ValidatorName } } } | undefined>>;
}): ValidatorName => Object.values(screen.forms ?? {}).find((form) => form?.assign?.accounts)?.assign?.accounts?.validator ?? 'accountPick';

/** The parts of a declaration (language/recordTypes.ts) that name its keys, written out: importing that file would close a circle. */
export interface CallNaming {
  calls?: Readonly<Partial<Record<RecordCall, string>>>;
  accounts?: { list?: string | false; read?: string };
}

/** The table key a record call is answered at: the one `calls` gives (none when not given there), or the call's own name. */
export const recordCallKey = (keeping: CallNaming, call: RecordCall): string | undefined => (keeping.calls ? keeping.calls[call] : call);

/** Every table key the declaration's record and account calls are answered at. */
export const answeredKeys = (keeping: CallNaming): string[] => {
  const { accounts } = keeping;
  const accountKeys = accounts
    ? [
        accounts.list === false ? undefined : (accounts.list ?? ACCOUNT_CALLS.list),
        accounts.read,
        ACCOUNT_CALLS.assign,
        ACCOUNT_CALLS.unassign,
      ]
    : [];
  return [...RECORD_CALLS.map((call) => recordCallKey(keeping, call)), ...accountKeys].filter((key): key is string => key !== undefined);
};
