// Accounts assigned to a channel item (short code, email domain, unsubscribe group;
// docs/requirements.md, Assignments): GET <base>/:id/accounts, POST and DELETE
// <base>/:id/accounts/:accountId. The items keep their accounts in `account_ids`.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, fill, idParam, notFound, route } from '../http';
import type { Account, Data } from '../types';
import { check } from '../validation';

export interface AccountHolder {
  account_ids: number[];
}

export interface ChannelAccountsSpec<T extends AccountHolder> {
  /** e.g. /email-service/emaildomains */
  base: string;
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
}

/** A kind inside a sentence: 'Email domain' → 'email domain'; an initialism stays ('API link'). */
const inSentence = (kind: string) => kind.replace(/^[A-Z][a-z]/, (first) => first.toLowerCase());

/** How a refusal names the vendor a code or domain is attached to. */
export const vendorName = (data: Data, id: number): string =>
  data.vendorAccounts.find((v) => v.VendorAccountID === id)?.VendorName ?? String(id);

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

  router.get(
    `${spec.base}/:id/accounts`,
    route((req, res) => {
      res.json(renderAccounts(ctx.store.data, itemOf(idParam(req, 'id')).account_ids));
    }),
  );

  router.post(
    `${spec.base}/:id/accounts/:accountId`,
    route(async (req, res) => {
      const item = itemOf(idParam(req, 'id'));
      check('accountPick', { account_id: req.params.accountId });
      const account = accountOf(idParam(req, 'accountId'));
      const accountId = account.account_id;
      if (item.account_ids.includes(accountId)) throw conflict();
      item.account_ids.push(accountId);
      await ctx.store.commit();
      res.status(201).json({
        account_id: accountId,
        ...(spec.named ? { account_name: account.account_name } : {}),
        message: fill(added, { account_id: accountId }),
      });
    }),
  );

  router.delete(
    `${spec.base}/:id/accounts/:accountId`,
    route(async (req, res) => {
      const item = itemOf(idParam(req, 'id'));
      const accountId = accountOf(idParam(req, 'accountId')).account_id;
      if (!item.account_ids.includes(accountId)) throw notFound(`The account is not assigned to this ${inSentence(spec.kind)}`);
      item.account_ids = item.account_ids.filter((id) => id !== accountId);
      await ctx.store.commit();
      res.json({ account_id: accountId, message: fill(removed, { account_id: accountId }) });
    }),
  );

  return router;
};
