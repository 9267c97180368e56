// POST /auth/password: a login changes its own password (the current one must match when
// given), a slink-sys-admin anyone's, a role with a view of the logins' records those it sees
// (a slink-sisl-admin: limited-type users, resources/users.ts).
import type { Router } from 'express';
import { createRouter } from '../router';
import { SYS_ADMIN } from '../../resources/roles';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Context } from '../context';
import { badRequest, caller, forbidden, notFound, now, route, text, type Caller } from '../http';
import { check } from '../validation';
import { findLoginByEmail } from '../views';
import type { RecordKeeping } from '../../resources/recordTypes';
import { seenIn } from '../records/recordViews';
import type { LoginRecord } from '../types';

export const PASSWORD_MESSAGES = {
  changed: 'Successfully changed password',
  wrongCurrent: 'The current password is incorrect',
  notAllowed: "Forbidden: your role may not change this login's password",
} as const;

export const passwordRoutes = (ctx: Context, keepings: readonly RecordKeeping[]): Router => {
  const router = createRouter();
  /** Whether the caller's role has a view of the login's records that shows it (a slink-sisl-admin: limited-type users). */
  const inCallersView = (who: Caller, login: LoginRecord) => {
    const collections = ctx.store.data as unknown as Record<string, unknown[]>;
    const keeping = keepings.find((k) => collections[k.collection]?.includes(login));
    const view = keeping?.views?.find((v) => v.role === who.role);
    return !!view && seenIn(view)(login as unknown as Record<string, unknown>);
  };
  router.post(
    '/auth/password',
    route(async (req, res) => {
      const who = caller(res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('passwordChange', body);
      const data = ctx.store.data;
      const email = text(body.email) || who.claims.email;
      const target = findLoginByEmail(data, email);
      const own = target?.login_id === who.loginId;
      if (!own) {
        const allowed = who.role === SYS_ADMIN || (!!target && inCallersView(who, target));
        if (!allowed) throw forbidden(PASSWORD_MESSAGES.notAllowed);
      }
      if (!target) throw notFound(`No login with the email ${email}`);
      if (typeof body.oldpwd === 'string' && body.oldpwd !== '' && !(await verifyPassword(body.oldpwd, target.password_hash))) {
        throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
      }
      target.password_hash = await hashPassword(String(body.pwd1));
      target.change_pw_next_login_ind = 0;
      target.modified_date_time = now();
      await ctx.store.commit();
      res.json({ message: PASSWORD_MESSAGES.changed });
    }),
  );
  return router;
};
