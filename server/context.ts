// What every route module of the platform shares: the store, the token settings, demo mode.
import { createAnswerCache, type AnswerCache } from './answerCache';
import type { Caller } from './http';
import { createSignInThrottle, type SignInThrottle } from './auth/signInThrottle';
import type { Store } from './store';
import { signToken, verifyToken } from './auth/token';
import type { LoginRecord } from './types';
import { lookups, sessionClaims } from './views';

export interface Context {
  store: Store;
  secret: string;
  tokenTtlSeconds: number;
  demoMode: boolean;
  /** large list answers kept until the next write */
  answers: AnswerCache;
  /** waits imposed on sign-in after repeated wrong passwords */
  signInThrottle: SignInThrottle;
  issueToken(login: LoginRecord, clientId: string): string;
  /** the caller of a bearer token: valid signature, not expired, login still there and enabled */
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
    issueToken: (login, clientId) =>
      signToken({ ...sessionClaims(login, lookups(store.data)), client_id: clientId }, secret, tokenTtlSeconds),
    authenticate: (token) => {
      const claims = verifyToken(token, secret);
      if (!claims) return null;
      const login = store.data.users.find((u) => u.login_id === claims.sub);
      if (!login || !login.enabled) return null;
      return { claims, role: claims.role, loginId: claims.sub };
    },
  };
};
