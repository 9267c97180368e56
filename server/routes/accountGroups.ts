// The accounts assigned to an account group, at the account's path. The per-group limit and its
// message belong to the shared `accountAssignment` validator, as in the console. The groups
// themselves are kept from their declaration (the `records` export of resources/accountGroups.ts).
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, idParam, notFound, route } from '../http';
import type { AccountGroup } from '../types';
import { check } from '../validation';

export const GROUP_MESSAGES = {
  assigned: 'Account group assignment added successfully',
  removed: 'Account group assignment removed successfully',
} as const;

export const accountGroupRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const groupOf = (id: number) => {
    const group = ctx.store.data.accountGroups.find((g) => g.id === id);
    if (!group) throw notFound('Account group not found');
    return group;
  };
  const accountOf = (id: number) => {
    const account = ctx.store.data.accounts.find((a) => a.account_id === id);
    if (!account) throw notFound('Account not found');
    return account;
  };

  const assignment = (accountId: number, group: AccountGroup) => {
    const account = accountOf(accountId);
    return {
      account_id: account.account_id,
      account_name: account.account_name,
      account_group_id: group.id,
      account_group_name: group.account_group_name,
    };
  };

  router.get(
    '/auth/accounts/:accountId/accountgroups/:groupId',
    route((req, res) => {
      const group = groupOf(idParam(req, 'groupId'));
      const accountId = idParam(req, 'accountId');
      const found = assignment(accountId, group);
      if (!group.account_ids.includes(accountId)) throw notFound('The account is not assigned to this account group');
      res.json(found);
    }),
  );

  router.post(
    '/auth/accounts/:accountId/accountgroups/:groupId',
    route(async (req, res) => {
      const group = groupOf(idParam(req, 'groupId'));
      const accountId = idParam(req, 'accountId');
      const found = assignment(accountId, group);
      if (group.account_ids.includes(accountId)) throw conflict();
      check('accountAssignment', { account_id: accountId, account_group_id: group.id, assigned_count: group.account_ids.length });
      group.account_ids.push(accountId);
      await ctx.store.commit();
      res.status(201).json({ ...found, message: GROUP_MESSAGES.assigned });
    }),
  );

  router.delete(
    '/auth/accounts/:accountId/accountgroups/:groupId',
    route(async (req, res) => {
      const group = groupOf(idParam(req, 'groupId'));
      const accountId = idParam(req, 'accountId');
      assignment(accountId, group);
      if (!group.account_ids.includes(accountId)) throw notFound('The account is not assigned to this account group');
      group.account_ids = group.account_ids.filter((id) => id !== accountId);
      await ctx.store.commit();
      res.json({ message: GROUP_MESSAGES.removed });
    }),
  );

  return router;
};
