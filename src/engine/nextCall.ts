import type { NextCallConfig } from '../../resources/types';

/** What a second save step may read: see NextCallConfig. */
export type NextCallSources = Readonly<Record<'created' | 'record' | 'values' | 'defaults' | 'session', unknown>>;

/** The value at a dotted path ('created.id', 'session.account_group_ids.0'); undefined when absent. */
export const valueAt = (sources: NextCallSources, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), sources);

/** The path parameters and body of a declared second step. */
export const nextCallOf = (next: NextCallConfig, sources: NextCallSources) => ({
  params: Object.fromEntries(Object.entries(next.params ?? {}).map(([key, path]) => [key, valueAt(sources, path)])),
  body: {
    ...(next.body ?? {}),
    ...Object.fromEntries(Object.entries(next.from ?? {}).map(([key, path]) => [key, valueAt(sources, path)])),
  },
});
