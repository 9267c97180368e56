// Accounts assigned to a record (channel items, API links, account groups; docs/requirements.md,
// Assignments): the list of a record's accounts, one assignment read, assign and unassign, at the
// paths its screen's endpoint table gives (`:id` the record, `:accountId` the account). The
// records keep their accounts in `account_ids`.
import type { Router } from 'express';
import type { ValidatorName } from '../../schemas/validators';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, fill, idParam, notFound, route } from '../http';
import type { Account, Data } from '../types';
import { check } from '../validation';

export interface AccountHolder {
  account_ids: number[];
}

export interface ChannelAccountsSpec<T extends AccountHolder> {
  /** the calls' paths; a call without one is not served */
  paths: { list?: string; read?: string; assign?: string; unassign?: string };
  /** the item of a path id, or a 404 */
  find: (data: Data, id: number) => T | undefined;
  /** e.g. 'Email domain' (the requirements' '<kind> account <id> successfully added / removed') */
  kind: string;
  notFound: string;
  /** other answer texts than the requirements' (%{account_id}) */
  added?: string;
  removed?: string;
  /** the add answer names the account too */
  named?: boolean;
  /**
   * The read and add answers name the account and these fields of the record ({ answer field:
   * record field }); the remove answer is then its message alone.
   */
  names?: Readonly<Record<string, string>>;
  /**
   * What an assignment must pass (after the 404s and the 409 of a repeat): the account id, the
   * record's id as `idAs` and how many accounts it has as `assigned_count` (a limit lives there).
   */
  validator?: { name: ValidatorName; idAs: string };
}

/** The paths of a record's accounts under its own path: <base>/:id/accounts[/:accountId]. */
export const accountPaths = (base: string) => ({
  list: `${base}/:id/accounts`,
  assign: `${base}/:id/accounts/:accountId`,
  unassign: `${base}/:id/accounts/:accountId`,
});

/** A kind inside a sentence: 'Email domain' → 'email domain'; an initialism stays ('API link'). */
const inSentence = (kind: string) => kind.replace(/^[A-Z][a-z]/, (first) => first.toLowerCase());

// Accounts by id, made once per accounts list rather than once per answered record (a list of
// records asks for each row's accounts). No call changes the accounts list; a demo reset
// replaces it whole, which makes a new map.
const byIdMaps = new WeakMap<readonly Account[], Map<number, Account>>();
const accountsById = (accounts: readonly Account[]) => {
  let map = byIdMaps.get(accounts);
  if (!map) byIdMaps.set(accounts, (map = new Map(accounts.map((a) => [a.account_id, a]))));
  return map;
};

/** The accounts of `ids` as the platform answers them, in the stored order (ids naming no account left out). */
export const accountsOf = (data: Data, ids: readonly number[]): Pick<Account, 'account_id' | 'account_name'>[] => {
  const byId = accountsById(data.accounts);
  return ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [{ account_id: a.account_id, account_name: a.account_name }] : [];
  });
};

/** The accounts of `ids` as the platform answers them, in account-name order. */
export const renderAccounts = (data: Data, ids: readonly number[]): Pick<Account, 'account_id' | 'account_name'>[] =>
  accountsOf(data, ids).sort((a, b) => a.account_name.localeCompare(b.account_name));

export const channelAccountRoutes = <T extends AccountHolder>(ctx: Context, spec: ChannelAccountsSpec<T>): Router => {
  const router = createRouter();
  const itemOf = (id: number) => {
    const item = spec.find(ctx.store.data, id);
    if (!item) throw notFound(spec.notFound);
    return item;
  };
  const accountOf = (id: number) => {
    const account = ctx.store.data.accounts.find((a) => a.account_id === id);
    if (!account) throw notFound('Account not found');
    return account;
  };
  const added = spec.added ?? `${spec.kind} account %{account_id} successfully added`;
  const removed = spec.removed ?? `${spec.kind} account %{account_id} successfully removed`;

  const { paths, names, validator } = spec;
  /** An assignment as the read and add answers give it. */
  const assignment = (item: T, account: Account) => ({
    account_id: account.account_id,
    ...(spec.named || names ? { account_name: account.account_name } : {}),
    ...Object.fromEntries(Object.entries(names ?? {}).map(([as, field]) => [as, (item as unknown as Record<string, unknown>)[field]])),
  });
  const notAssigned = () => notFound(`The account is not assigned to this ${inSentence(spec.kind)}`);

  if (paths.list)
    router.get(
      paths.list,
      route((req, res) => {
        res.json(renderAccounts(ctx.store.data, itemOf(idParam(req, 'id')).account_ids));
      }),
    );

  if (paths.read)
    router.get(
      paths.read,
      route((req, res) => {
        const item = itemOf(idParam(req, 'id'));
        const account = accountOf(idParam(req, 'accountId'));
        if (!item.account_ids.includes(account.account_id)) throw notAssigned();
        res.json(assignment(item, account));
      }),
    );

  if (paths.assign)
    router.post(
      paths.assign,
      route(async (req, res) => {
        const item = itemOf(idParam(req, 'id'));
        const account = accountOf(idParam(req, 'accountId'));
        const accountId = account.account_id;
        if (item.account_ids.includes(accountId)) throw conflict();
        const rule = validator ?? { name: 'accountPick', idAs: 'id' };
        check(rule.name, { account_id: accountId, [rule.idAs]: idParam(req, 'id'), assigned_count: item.account_ids.length });
        item.account_ids.push(accountId);
        await ctx.store.commit();
        res.status(201).json({ ...assignment(item, account), message: fill(added, { account_id: accountId }) });
      }),
    );

  if (paths.unassign)
    router.delete(
      paths.unassign,
      route(async (req, res) => {
        const item = itemOf(idParam(req, 'id'));
        const accountId = accountOf(idParam(req, 'accountId')).account_id;
        if (!item.account_ids.includes(accountId)) throw notAssigned();
        item.account_ids = item.account_ids.filter((id) => id !== accountId);
        await ctx.store.commit();
        const message = fill(removed, { account_id: accountId });
        res.json(names ? { message } : { account_id: accountId, message });
      }),
    );

  return router;
};
