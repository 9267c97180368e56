// Where a declaring screen's record calls are: the path of a call of its table, and the
// parameters a path or a route names (the row by the last, the owner by the first).
import type { Request } from 'express';
import { recordCallKey, type RecordCall } from '../../language/recordCalls';
import type { RecordKeeping } from '../../language/recordTypes';
import type { HttpMethod } from '../../language/types';

/** The call's path for an endpoint key, if the screen declares it with that method. */
export const pathOf = (keeping: RecordKeeping, key: string, method: HttpMethod): string | undefined => {
  const spec = keeping.screen.endpoints[key];
  if (!spec) return undefined;
  const [declared, path] = spec.split(' ');
  return declared === method ? path : undefined;
};

/** The path of a plain call: the table key `calls` gives (none when not given there), or the call's own name. */
export const callPath = (keeping: RecordKeeping, call: RecordCall, method: HttpMethod): string | undefined => {
  const key = recordCallKey(keeping, call);
  return key === undefined ? undefined : pathOf(keeping, key, method);
};

/** A path's parameters, in order: the last names the row, the first (a list's or create's only one) the owner. */
export const paramsOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The path pattern of the route a call took ('' outside a route). */
export const routePath = (req: Request): string => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : '';
};
