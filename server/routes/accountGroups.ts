// Account groups and the accounts assigned to them. The per-group limit
// and its message belong to the shared `accountAssignment` validator, as in the console.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, idParam, notFound, now, route, text } from '../http';
import { nextId } from '../store';
import type { AccountGroup, Data } from '../types';
import { check } from '../validation';
import { lookups, renderAccountGroup } from '../views';

export const GROUP_MESSAGES = {
  assigned: 'Account group assignment added successfully',
  removed: 'Account group assignment removed successfully',
} as const;

const nameTaken = (data: Data, name: string, except?: AccountGroup) =>
  data.accountGroups.some((g) => g !== except && g.account_group_name.toLowerCase() === name.toLowerCase());

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

  router.get(
    '/auth/accountgroups',
    route((_req, res) => {
      res.json(
        ctx.store.data.accountGroups.map((g) => ({
          id: g.id,
          account_group_name: g.account_group_name,
          created_date_time: g.created_date_time,
        })),
      );
    }),
  );

  router.get(
    '/auth/accountgroups/:id',
    route((req, res) => {
      res.json(renderAccountGroup(groupOf(idParam(req, 'id')), lookups(ctx.store.data)));
    }),
  );

  router.post(
    '/auth/accountgroups',
    route(async (req, res) => {
      check('accountGroup', req.body ?? {});
      const data = ctx.store.data;
      const name = text(req.body.account_group_name);
      if (nameTaken(data, name)) throw conflict();
      const group: AccountGroup = {
        id: nextId(data.accountGroups, 'id'),
        account_group_name: name,
        created_date_time: now(),
        account_ids: [],
      };
      data.accountGroups.push(group);
      await ctx.store.commit();
      res.status(201).json(renderAccountGroup(group, lookups(data)));
    }),
  );

  router.put(
    '/auth/accountgroups/:id',
    route(async (req, res) => {
      const group = groupOf(idParam(req, 'id'));
      check('accountGroup', req.body ?? {});
      const name = text(req.body.account_group_name);
      if (nameTaken(ctx.store.data, name, group)) throw conflict();
      group.account_group_name = name;
      await ctx.store.commit();
      res.json(renderAccountGroup(group, lookups(ctx.store.data)));
    }),
  );

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
