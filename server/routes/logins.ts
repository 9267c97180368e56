// Users (/auth/users) and API clients (/auth/apiclients): list, read, create, update, delete
// and the relationship call (account group membership and application roles).
import type { Router } from 'express';
import { createRouter } from '../router';
import { hashPassword } from '../auth/password';
import type { Context } from '../context';
import { badRequest, bool, caller, conflict, idParam, now, route, text } from '../http';
import { nextId } from '../store';
import type { Data, LoginRecord } from '../types';
import { check } from '../validation';
import { findLoginByEmail, lookups, renderLogin } from '../views';
import { alreadyHas, applyGrant, parseGrant, type Grant } from './grants';
import { sendLoginList } from './loginLists';
import { setPrimaryGroup } from './primaryGroup';
import { checkSislGrant, findVisible, isSislAdmin, type LoginKind } from './scope';

const PERSON_FIELDS = ['email', 'first_name', 'last_name', 'address', 'address2', 'city', 'state_code', 'zip', 'country_code'] as const;

const LABEL: Record<LoginKind, string> = { users: 'User', apiclients: 'API client' };

const emailTaken = (data: Data, email: string, except?: LoginRecord): boolean => {
  const other = findLoginByEmail(data, email);
  return !!other && other !== except;
};

const nextLoginId = (data: Data): number => Math.max(nextId(data.users, 'login_id', 1000), nextId(data.apiclients, 'login_id', 1000));

export const loginRoutes = (ctx: Context, kind: LoginKind): Router => {
  const router = createRouter();
  const base = `/auth/${kind}`;
  const validators =
    kind === 'users'
      ? ({ insert: 'userInsert', update: 'userUpdate' } as const)
      : ({ insert: 'apiClientInsert', update: 'apiClientUpdate' } as const);

  router.get(
    base,
    route((req, res) => sendLoginList(ctx, kind, isSislAdmin(caller(res)), req, res)),
  );

  router.get(
    `${base}/:id`,
    route((req, res) => {
      const login = findVisible(ctx.store.data, kind, idParam(req, 'id'), caller(res));
      res.json(renderLogin(login, lookups(ctx.store.data)));
    }),
  );

  router.post(
    base,
    route(async (req, res) => {
      const who = caller(res);
      const data = ctx.store.data;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const sisl = kind === 'users' && isSislAdmin(who);
      check(sisl ? 'sislUserInsert' : validators.insert, body);
      if (emailTaken(data, text(body.email))) throw conflict();

      // A slink-sisl-admin creates a bare limited-type user; the console then gives it the
      // admin's first group and slink-sisl-user on workb with the relationship call (docs/requirements.md,
      // SISL users), so nothing is granted here (a repeat would be a 409 there).
      const grant: Grant = sisl ? {} : parseGrant(data, body);
      const password = text(body.pwd1) || text(body.password);
      const stamp = now();
      const id = nextLoginId(data);
      const login: LoginRecord = {
        id,
        login_id: id,
        email: text(body.email),
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        address: text(body.address),
        address2: text(body.address2),
        city: text(body.city),
        state_code: text(body.state_code).toUpperCase(),
        zip: text(body.zip),
        country_code: (text(body.country_code) || 'US').toUpperCase(),
        enabled: bool(body.enabled, true, 'Status'),
        user_type: kind === 'apiclients' ? 'API' : sisl ? 'SISL' : 'STAFF',
        account_group_ids: [],
        app_roles: [],
        password_hash: password ? await hashPassword(password) : null,
        deleted_ind: Number(body.deleted_ind) || 0,
        change_pw_next_login_ind: Number(body.change_pw_next_login_ind) || 0,
        creator_login_id: who.loginId,
        created_date_time: stamp,
        modified_date_time: stamp,
      };
      // The email may have been taken while the password was hashed.
      if (emailTaken(data, login.email)) throw conflict();
      applyGrant(login, grant);
      data[kind].push(login);
      await ctx.store.commit();
      res.status(201).json(renderLogin(login, lookups(data)));
    }),
  );

  router.post(
    `${base}/:id`,
    route(async (req, res) => {
      const who = caller(res);
      const data = ctx.store.data;
      const body = (req.body ?? {}) as Record<string, unknown>;
      check(validators.update, body);
      const id = idParam(req, 'id');
      if (Number(body.login_id) !== id) throw badRequest('The login id of the body does not match the path');
      const login = findVisible(data, kind, id, who);
      if (body.email !== undefined && emailTaken(data, text(body.email), login)) throw conflict();
      // Checked before anything changes: a bad group answers 400 and stores nothing.
      const group = body.account_group_id === undefined ? null : parseGrant(data, { account_group_id: body.account_group_id });
      if (group) checkSislGrant(who, group);
      for (const field of PERSON_FIELDS) {
        if (body[field] === undefined || body[field] === null) continue;
        const value = text(body[field]);
        login[field] = field === 'state_code' || field === 'country_code' ? value.toUpperCase() : value;
      }
      if (group) setPrimaryGroup(login, group.account_group_id);
      login.enabled = bool(body.enabled, login.enabled, 'Status');
      if (body.change_pw_next_login_ind !== undefined) login.change_pw_next_login_ind = Number(body.change_pw_next_login_ind) || 0;
      login.modified_date_time = now();
      await ctx.store.commit();
      res.json(renderLogin(login, lookups(data)));
    }),
  );

  router.delete(
    `${base}/:id`,
    route(async (req, res) => {
      const who = caller(res);
      const data = ctx.store.data;
      const login = findVisible(data, kind, idParam(req, 'id'), who);
      if (login.login_id === who.loginId) throw badRequest('You cannot delete your own login');
      data[kind] = data[kind].filter((u) => u !== login);
      data.attributes = data.attributes.filter((a) => a.login_id !== login.login_id);
      data.resetTokens = data.resetTokens.filter((t) => t.login_id !== login.login_id);
      await ctx.store.commit();
      res.json({ message: `${LABEL[kind]} ${login.email} has been deleted` });
    }),
  );

  router.post(
    `${base}/:id/relationship`,
    route(async (req, res) => {
      const who = caller(res);
      const data = ctx.store.data;
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('relationship', body);
      if (text(body.action || 'add') !== 'add') throw badRequest(`Unsupported action ${text(body.action)}`);
      const login = findVisible(data, kind, idParam(req, 'id'), who);
      const grant = parseGrant(data, body);
      checkSislGrant(who, grant);
      if (alreadyHas(login, grant)) throw conflict();
      applyGrant(login, grant);
      login.modified_date_time = now();
      await ctx.store.commit();
      res.json(renderLogin(login, lookups(data)));
    }),
  );

  return router;
};
