// POST /auth/password: a login changes its own password (the current one must match when
// given), a slink-sys-admin anyone's, a slink-sisl-admin a limited-type user's.
import type { Router } from 'express';
import { createRouter } from '../router';
import { SYS_ADMIN } from '../../resources/roles';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Context } from '../context';
import { badRequest, caller, forbidden, notFound, now, route, text } from '../http';
import { check } from '../validation';
import { findLoginByEmail } from '../views';
import { isSislAdmin } from './scope';

export const PASSWORD_MESSAGES = {
  changed: 'Successfully changed password',
  wrongCurrent: 'The current password is incorrect',
  notAllowed: "Forbidden: your role may not change this login's password",
} as const;

export const passwordRoutes = (ctx: Context): Router => {
  const router = createRouter();
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
        const allowed = who.role === SYS_ADMIN || (isSislAdmin(who) && target?.user_type === 'SISL');
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
