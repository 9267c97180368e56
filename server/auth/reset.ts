// Password reset of the OAuth2 provider: a request mails a one-time link (to the demo outbox),
// the link's token sets a new password once, within 30 minutes. The request answer is the same,
// and as quick, whether or not the address is known (no account enumeration): the mail is stored
// after it. Requests are limited per client address and mails per address asked for
// (./passwordThrottles.ts). In demo mode a published demo account, known to everyone anyway, is
// told that its password stays as published.
import { createHash, randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { badRequest, now, route, text } from '../http';
import { nextId } from '../store';
import { check } from '../validation';
import { revokeTokens } from './tokenVersion';
import { findLoginByEmail } from '../views';
import { demoPasswordKept, isPublishedDemoAccount } from '../demoAccounts';
import { hashPassword } from './password';
import { tooManyRequests, waitWords } from './passwordThrottles';

export const RESET_TTL_MS = 30 * 60 * 1000;
const OUTBOX_LIMIT = 200;

export const RESET_MESSAGES = {
  requested: 'If an account exists for that email address, a link to reset the password has been sent to it.',
  done: 'Your password has been changed. You can now sign in with the new password.',
  unknown: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
  tooMany: (waitSeconds: number) =>
    `Too many password reset requests from this address. Please wait ${waitWords(waitSeconds)} before trying again.`,
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `publicOrigin`: the origin the mailed links name (the configured one, never a request's Host). */
export const resetRoutes = (ctx: Context, publicOrigin: () => string): Router => {
  const router = createRouter();

  /**
   * Puts the reset mail of a known, enabled login in the outbox (stored by the next commit);
   * whether it did. The token is drawn for any address, so both kinds take the same work here.
   */
  const mailResetLink = (email: string): boolean => {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const data = ctx.store.data;
    const login = findLoginByEmail(data, email);
    if (!login || !login.enabled || !data.users.includes(login)) return false;
    const stamp = Date.now();
    data.resetTokens = data.resetTokens.filter((t) => Date.parse(t.expires_at) > stamp && !t.used_at);
    data.resetTokens.push({
      token_hash: tokenHash,
      login_id: login.login_id,
      expires_at: new Date(stamp + RESET_TTL_MS).toISOString(),
      used_at: null,
    });
    const link = `/changepassword?token=${token}`;
    data.outbox.push({
      id: nextId(data.outbox, 'id'),
      to: login.email,
      subject: 'Reset your Slink Console password',
      text: `Hello ${login.first_name},\n\nsomeone asked to reset the password of your Slink Console login. Open this link within 30 minutes to choose a new password:\n\n${publicOrigin()}${link}\n\nIf you did not ask for it, ignore this mail; your password stays as it is.`,
      link,
      created_at: now(),
    });
    if (data.outbox.length > OUTBOX_LIMIT) data.outbox.splice(0, data.outbox.length - OUTBOX_LIMIT);
    return true;
  };

  router.post(
    '/oauth2/forgot',
    route((req, res) => {
      const email = text(req.body?.email);
      const { resetRequests, resetMails } = ctx.passwordThrottles;
      const wait = resetRequests.attempt(req.ip ?? req.socket.remoteAddress ?? '');
      if (wait > 0) throw tooManyRequests(res, wait, RESET_MESSAGES.tooMany(wait));
      if (ctx.demoMode && isPublishedDemoAccount(email)) throw badRequest(demoPasswordKept(email));
      // Counted for any address asked for, known or not, and answered the same either way.
      const mailed = email !== '' && resetMails.attempt(email.toLowerCase()) === 0 && mailResetLink(email);
      res.status(200).json({ message: RESET_MESSAGES.requested });
      // The journal write (the slow part, milliseconds) once the answer has gone out, which it
      // does at the end of this tick: its time tells nobody whether the address has an account.
      if (mailed) setImmediate(() => void ctx.store.commit().catch((error: unknown) => console.error('POST /oauth2/forgot:', error)));
    }),
  );

  router.post(
    '/oauth2/reset',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const data = ctx.store.data;
      const entry = data.resetTokens.find((t) => t.token_hash === sha256(text(body.token)));
      if (!entry) throw badRequest(RESET_MESSAGES.unknown);
      if (entry.used_at) throw badRequest(RESET_MESSAGES.used);
      if (Date.parse(entry.expires_at) <= Date.now()) throw badRequest(RESET_MESSAGES.expired);
      const login = data.users.find((u) => u.login_id === entry.login_id);
      if (!login) throw badRequest(RESET_MESSAGES.unknown);
      if (ctx.demoMode && isPublishedDemoAccount(login.email)) throw badRequest(demoPasswordKept(login.email));
      const password = typeof body.password === 'string' ? body.password : undefined;
      const password2 = typeof body.password2 === 'string' ? body.password2 : undefined;
      check('passwordChange', { action: 'update', email: login.email, pwd1: password || undefined, pwd2: password2 || undefined });
      entry.used_at = now(); // before the await: a second use of the token fails at once
      login.password_hash = await hashPassword(password!);
      login.password_set_by = null;
      login.change_pw_next_login_ind = 0;
      login.modified_date_time = now();
      revokeTokens(login);
      ctx.signInThrottle.forgetAccount(login.email);
      ctx.passwordThrottles.currentPassword.succeeded(String(login.login_id));
      await ctx.store.commit([entry, login]);
      res.status(200).json({ message: RESET_MESSAGES.done });
    }),
  );

  return router;
};
