import type { EndpointSpec, HttpMethod } from '../../language/types';

export interface Endpoint {
  method: HttpMethod;
  path: string;
}

export const parseEndpoint = (spec: EndpointSpec): Endpoint => {
  const [method, path] = spec.split(' ') as [HttpMethod, string];
  return { method, path };
};

/** A path's ':name' segment, its name captured: one spelling for reading, filling and matching paths. */
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's ':name' segments, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(PARAM)].map((match) => match[1]);

/** Fills ':name' segments; a missing value is a programming error, so it throws. */
export const fillPath = (path: string, params: Record<string, unknown>): string =>
  path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter :${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Turns an endpoint path into a matcher (used by the demo server's guard too). */
export const pathPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(PARAM, '[^/]+')}/?$`,
  );
