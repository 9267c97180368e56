// POST /auth/password: a login changes its own password (the current one must be given and
// match), a slink-sys-admin anyone's, a role with a view of the logins' records those it sees
// (a slink-sisl-admin: the limited-type users of its own account groups, resources/users.ts and
// the logins' hook). In demo mode a published demo account keeps its published password. The
// login's earlier tokens are refused from then on; a change of one's own password answers a new
// token, so the console that made it stays signed in. The current password is throttled per
// login, as sign-in is (../auth/passwordThrottles.ts).
import type { Router } from 'express';
import { createRouter } from '../router';
import { SYS_ADMIN } from '../../language/roles';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeTokens } from '../auth/tokenVersion';
import { tooManyRequests, waitWords } from '../auth/passwordThrottles';
import type { Context } from '../context';
import { demoPasswordKept, isPublishedDemoAccount } from '../demoAccounts';
import { badRequest, caller, forbidden, notFound, now, route, text, type Caller } from '../http';
import { check } from '../validation';
import { findLoginByEmail } from '../views';
import type { RecordKeeping } from '../../language/recordTypes';
import { seenBy, viewOf } from '../records/recordViews';
import type { LoginRecord } from '../types';
import type { RouteAnswers } from '../contract/answerTypes';

export const PASSWORD_MESSAGES = {
  changed: 'Successfully changed password',
  wrongCurrent: 'The current password is incorrect',
  currentRequired: 'Please enter your current password to change your own password',
  notAllowed: "Forbidden: your role may not change this login's password",
  tooManyWrong: (waitSeconds: number) =>
    `Too many wrong current passwords for this login. Please wait ${waitWords(waitSeconds)} before trying again, or reset your password.`,
} as const;

/** What a change answers, for the contract document (server/contract/openapi.ts). */
export const answers: RouteAnswers = {
  'POST /auth/password': {
    status: 200,
    description: "The password is changed; a change of one's own password also answers a fresh token",
    schema: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string', const: PASSWORD_MESSAGES.changed },
        access_token: { type: 'string', description: "a fresh access token, on a change of one's own password" },
      },
    },
  },
};

export const passwordRoutes = (ctx: Context, keepings: readonly RecordKeeping[]): Router => {
  const router = createRouter();
  /** Whether the caller's role has a view of the login's records that shows it. */
  const inCallersView = (who: Caller, login: LoginRecord) => {
    const collections = ctx.store.data as unknown as Record<string, unknown[]>;
    const keeping = keepings.find((k) => collections[k.collection]?.includes(login));
    return !!keeping && !!viewOf(keeping, who) && seenBy(keeping, who)(login as unknown as Record<string, unknown>);
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
      // Only the current password proves that the one who holds the token is its owner.
      const current = typeof body.oldpwd === 'string' ? body.oldpwd : '';
      if (own && current === '') throw badRequest(PASSWORD_MESSAGES.currentRequired);
      const throttle = ctx.passwordThrottles.currentPassword;
      const key = String(target.login_id);
      if (current !== '') {
        // Counted before the check, as sign-in counts: guesses sent at once each meet the count
        // of those before them, and while the wait runs even the right one is refused.
        const wait = throttle.attempt(key);
        if (wait > 0) throw tooManyRequests(res, wait, PASSWORD_MESSAGES.tooManyWrong(wait));
        if (!(await verifyPassword(current, target.password_hash))) throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
        throttle.succeeded(key);
      }
      if (ctx.demoMode && isPublishedDemoAccount(target.email)) throw badRequest(demoPasswordKept(target.email));
      target.password_hash = await hashPassword(String(body.pwd1));
      // Whoever set it knows it: a promotion revokes a password another login set (./passwordSetter.ts).
      target.password_set_by = own ? null : who.loginId;
      // A new password ends the guessing of the old one.
      throttle.succeeded(key);
      target.change_pw_next_login_ind = 0;
      target.modified_date_time = now();
      revokeTokens(target);
      await ctx.store.commit([target]);
      res.json({ message: PASSWORD_MESSAGES.changed, ...(own ? { access_token: ctx.issueToken(target, who.claims.client_id) } : {}) });
    }),
  );
  return router;
};
