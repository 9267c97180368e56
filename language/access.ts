// Who may make a screen's calls, declared once. A screen some roles only read gives every call but
// its reads to the writers alone, so a call added later is the writers' unless it is named a read.
// (The guard unites the roles of every screen declaring the same call: a call another screen
// shares keeps the roles that screen gives it.) A call's roles are roles of its screen; the one
// way to open a call wider, to every signed-in user, is `everySignedIn` with its reason, never
// `undefined` (the platform refuses to start with one: server/declarationCheck.ts).
import type { Role, RoleGate } from './roles';

/**
 * The calls that only read a screen's own records: each GET at its list call's path or under it
 * (the list, one record, what one record holds, such as the accounts assigned to it), so a role
 * that only reads can open everything its view shows. A GET elsewhere (a picker's choices another
 * service answers, such as every account) serves the forms that change records: the writers'.
 */
export const ownReads = (endpoints: Readonly<Record<string, string>>): string[] => {
  const list = /^GET (\S+)$/.exec(endpoints.list ?? '')?.[1];
  if (list === undefined) return ['get'].filter((key) => key in endpoints);
  return Object.entries(endpoints)
    .filter(([, spec]) => {
      const path = /^GET (\S+)$/.exec(spec)?.[1];
      return path !== undefined && (path === list || path.startsWith(`${list}/`));
    })
    .map(([key]) => key);
};

/**
 * A call every signed-in user may make, whatever roles its screen admits, and why.
 * @kept My Settings' password call: each signed-in user changes their own password
 */
export interface EverySignedIn {
  /** why the call is every signed-in user's, in one line */
  readonly everySignedIn: string;
}

/** Who may make one call: some of its screen's roles, or every signed-in user (`everySignedIn`). */
export type CallGate = readonly Role[] | EverySignedIn;

/** Opens a call to every signed-in user, saying why; the platform refuses an empty reason. */
export const everySignedIn = (reason: string): EverySignedIn => ({ everySignedIn: reason });

export const isEverySignedIn = (gate: unknown): gate is EverySignedIn =>
  typeof gate === 'object' && gate !== null && 'everySignedIn' in gate;

/** The roles a call's gate admits, as the guard and the forms read them (undefined: every signed-in user). */
export const gateRoles = (gate: CallGate): RoleGate => (isEverySignedIn(gate) ? undefined : gate);

/**
 * `endpointRoles` giving each call of `endpoints` but the `reads` (the screen's own reads unless
 * named) to the `writers` alone. Example: `endpointRoles: writersOnly(ENDPOINTS, [SYS_ADMIN])`.
 */
export const writersOnly = (
  endpoints: Readonly<Record<string, string>>,
  writers: readonly Role[],
  reads: readonly string[] = ownReads(endpoints),
): Record<string, readonly Role[]> =>
  Object.fromEntries(
    Object.keys(endpoints)
      .filter((key) => !reads.includes(key))
      .map((key) => [key, writers]),
  );
