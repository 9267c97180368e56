// A token stands for its login as the login was when the token was issued. A password change or
// reset, a new email, role or account group, and enabling or disabling count the login's token
// version up; a token of another version is refused with the expired-token answer, so a stolen
// token stops working when the password is changed, and no token keeps powers its login has lost.
import type { LoginRecord } from '../types';

type Versioned = Pick<LoginRecord, 'token_version'>;

/** The version a token of this login must carry (0 for a login never changed so). */
export const tokenVersionOf = (login: Versioned): number => login.token_version ?? 0;

/** The version after the login's next change: every token issued before it is refused. */
export const nextTokenVersion = (login: Versioned): number => tokenVersionOf(login) + 1;

/** Refuses every token issued to the login so far. */
export const revokeTokens = (login: Versioned): void => {
  login.token_version = nextTokenVersion(login);
};

/**
 * The fixtures put back over `before` (the demo's reset): every login keeps the version it had, so
 * a token refused before the reset stays refused, and one that worked goes on working.
 */
export const carryTokenVersions = (
  before: readonly (Versioned & { login_id: unknown })[],
  after: (Versioned & { login_id: unknown })[],
): void => {
  const had = new Map(before.map((login) => [String(login.login_id), tokenVersionOf(login)]));
  for (const login of after) login.token_version = Math.max(tokenVersionOf(login), had.get(String(login.login_id)) ?? 0);
};
