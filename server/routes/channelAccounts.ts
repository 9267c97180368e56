// Accounts assigned to a channel item (short code, email domain, unsubscribe group;
// docs/requirements.md, Assignments): GET <base>/:id/accounts, POST and DELETE
// <base>/:id/accounts/:accountId. The items keep their accounts in `account_ids`.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, idParam, notFound, route } from '../http';
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
}

/** How a refusal names the vendor a code or domain is attached to. */
export const vendorName = (data: Data, id: number): string =>
  data.vendorAccounts.find((v) => v.VendorAccountID === id)?.VendorName ?? String(id);

/** The accounts of `ids` as the platform answers them, in account-name order. */
export const renderAccounts = (data: Data, ids: readonly number[]): Pick<Account, 'account_id' | 'account_name'>[] => {
  const byId = new Map(data.accounts.map((a) => [a.account_id, a]));
  return ids
    .map((id) => byId.get(id))
    .filter((a): a is Account => a !== undefined)
    .map((a) => ({ account_id: a.account_id, account_name: a.account_name }))
    .sort((a, b) => a.account_name.localeCompare(b.account_name));
};

export const channelAccountRoutes = <T extends AccountHolder>(ctx: Context, spec: ChannelAccountsSpec<T>): Router => {
  const router = createRouter();
  const itemOf = (id: number) => {
    const item = spec.find(ctx.store.data, id);
    if (!item) throw notFound(spec.notFound);
    return item;
  };
  const accountOf = (id: number) => {
    if (!ctx.store.data.accounts.some((a) => a.account_id === id)) throw notFound('Account not found');
    return id;
  };

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
      const accountId = accountOf(idParam(req, 'accountId'));
      if (item.account_ids.includes(accountId)) throw conflict();
      item.account_ids.push(accountId);
      await ctx.store.commit();
      res.status(201).json({ account_id: accountId, message: `${spec.kind} account ${accountId} successfully added` });
    }),
  );

  router.delete(
    `${spec.base}/:id/accounts/:accountId`,
    route(async (req, res) => {
      const item = itemOf(idParam(req, 'id'));
      const accountId = accountOf(idParam(req, 'accountId'));
      if (!item.account_ids.includes(accountId)) throw notFound(`The account is not assigned to this ${spec.kind.toLowerCase()}`);
      item.account_ids = item.account_ids.filter((id) => id !== accountId);
      await ctx.store.commit();
      res.json({ account_id: accountId, message: `${spec.kind} account ${accountId} successfully removed` });
    }),
  );

  return router;
};
