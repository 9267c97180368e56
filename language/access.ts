// Who may change a screen's records, declared once: a screen some roles only read gives every
// call but its reads to the writers alone, so a call added later is the writers' unless it is
// named a read. (The guard unites the roles of every screen declaring the same call: a call
// another screen shares keeps the roles that screen gives it.)
import type { RoleGate } from './roles';
import type { EndpointSpec } from './types';

/** The calls that only read a screen's records, its list and one record. */
export const READ_CALLS = ['list', 'get'] as const;

/** `endpointRoles` giving each call of `endpoints` but the `reads` to the `writers` alone. */
export const writersOnly = (
  endpoints: Readonly<Record<string, EndpointSpec>>,
  writers: RoleGate,
  reads: readonly string[] = READ_CALLS,
): Record<string, RoleGate> =>
  Object.fromEntries(
    Object.keys(endpoints)
      .filter((key) => !reads.includes(key))
      .map((key) => [key, writers]),
  );
