// What every route module of the platform shares: the store, the token settings, demo mode.
import { createAnswerCache, type AnswerCache } from './answerCache';
import type { Caller } from './http';
import { createSignInThrottle, type SignInThrottle } from './auth/signInThrottle';
import { createPasswordThrottles, type PasswordThrottles } from './auth/passwordThrottles';
import type { Store } from './store';
import { signToken, verifyToken } from './auth/token';
import type { LoginRecord } from './types';
import { consoleRole, lookups, sessionClaims } from './views';
import { tokenVersionOf } from './auth/tokenVersion';

export interface Context {
  store: Store;
  secret: string;
  tokenTtlSeconds: number;
  demoMode: boolean;
  /** large list answers kept until the next write */
  answers: AnswerCache;
  /** waits imposed on sign-in after repeated wrong passwords */
  signInThrottle: SignInThrottle;
  /** waits imposed on current-password checks and password reset requests */
  passwordThrottles: PasswordThrottles;
  issueToken(login: LoginRecord, clientId: string): string;
  /**
   * the caller of a bearer token: valid signature, not expired, login still there (the same login:
   * its key) and enabled, issued since its last password, email, role, group or status change;
   * role and groups as stored now
   */
  authenticate(token: string): Caller | null;
}

export const createContext = (store: Store, secret: string, tokenTtlSeconds: number, demoMode: boolean): Context => {
  const answers = createAnswerCache();
  store.onCommit(() => answers.forget());
  return {
    store,
    secret,
    tokenTtlSeconds,
    demoMode,
    answers,
    signInThrottle: createSignInThrottle(),
    passwordThrottles: createPasswordThrottles(),
    issueToken: (login, clientId) =>
      signToken(
        { ...sessionClaims(login, lookups(store.data)), client_id: clientId, tv: tokenVersionOf(login), lk: login.login_key },
        secret,
        tokenTtlSeconds,
      ),
    authenticate: (token) => {
      const claims = verifyToken(token, secret);
      if (!claims) return null;
      const login = store.data.users.find((u) => u.login_id === claims.sub);
      if (!login || !login.enabled) return null;
      // The login the token was issued to, not one made later under its id.
      if (typeof claims.lk !== 'string' || claims.lk !== login.login_key) return null;
      if ((claims.tv ?? 0) !== tokenVersionOf(login)) return null;
      return {
        claims,
        role: consoleRole(login),
        loginId: login.login_id,
        groupIds: [...login.account_group_ids],
        login: login as unknown as Record<string, unknown>,
      };
    },
  };
};
