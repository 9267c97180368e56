import type { EndpointSpec, NextCallConfig } from '../../language/types';
import { saveSteps } from '../../schemas/rules/saveSteps';
import type { SlinkDataProvider } from '../data/dataProvider';
import { parseEndpoint, pathParams } from '../data/endpoint';

/** What a second save step may read: see NextCallConfig. */
export type NextCallSources = Readonly<Record<'saved' | 'record' | 'values' | 'defaults' | 'session', unknown>> & {
  /** the tables' rows as sent, by table name */
  readonly tables?: unknown;
  /** the saved record's id: the save call's answer's, else the record's */
  readonly savedId?: unknown;
  /** for checks: GET answers by endpoint, chosen option rows by field (checkSources.ts) */
  readonly calls?: unknown;
  readonly choices?: unknown;
};

/** A form's second steps in order (`next` is one step or a list). */
export const stepsOf = (next: NextCallConfig | readonly NextCallConfig[] | undefined): readonly NextCallConfig[] =>
  next === undefined ? [] : Array.isArray(next) ? (next as readonly NextCallConfig[]) : [next as NextCallConfig];

/** The value at a dotted path ('saved.id', 'session.account_group_ids.0'); undefined when absent. */
export const valueAt = (sources: NextCallSources, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), sources);

type From = NextCallConfig['from'];

/** The body fields a `from` declares: each read at its dotted path, or its fixed value (`{ const }`); never a `{ check }`. */
export const fromFields = (from: From, sources: NextCallSources): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(from ?? {})) {
    if (typeof entry === 'string') fields[key] = valueAt(sources, entry);
    else if ('const' in entry) fields[key] = entry.const;
  }
  return fields;
};

/** The paths of a `from`'s entries read for the validator only (`{ check }`), by field. */
export const checkPaths = (from: From): Record<string, string> =>
  Object.fromEntries(
    Object.entries(from ?? {}).flatMap(([key, entry]) => (typeof entry === 'object' && 'check' in entry ? [[key, entry.check]] : [])),
  );

/** The values the validator checks beside the body (`{ check }` entries), each read at its path. */
export const checkFields = (from: From, sources: NextCallSources): Record<string, unknown> =>
  Object.fromEntries(Object.entries(checkPaths(from)).map(([key, path]) => [key, valueAt(sources, path)]));

/** The screen a step calls from: its name and its calls. */
export interface StepScreen {
  readonly name: string;
  readonly endpoints: Readonly<Record<string, EndpointSpec>>;
}

/**
 * The path parameters and body of a declared second step, from its `from`: an entry naming a
 * `:param` of its call's path fills it, the others are the body; a named step is given them all.
 */
export const nextCallOf = (next: NextCallConfig, sources: NextCallSources, endpoints: StepScreen['endpoints']) => {
  const spec = next.endpoint === undefined ? undefined : endpoints[next.endpoint];
  const inPath = new Set(spec ? pathParams(parseEndpoint(spec).path) : []);
  const entries = Object.entries(fromFields(next.from, sources));
  const isParam = (key: string) => next.step !== undefined || inPath.has(key);
  return {
    params: Object.fromEntries(entries.filter(([key]) => isParam(key))),
    body: Object.fromEntries(entries.filter(([key]) => !isParam(key))),
  };
};

/**
 * Runs a form's declared second step after its save: one call (its answer is returned), or a
 * named save step. A step follows every save of the form that declares it (a create form's
 * only create, unless its step keeps the form open to try again).
 */
export const runNextStep = async (
  dataProvider: SlinkDataProvider,
  screen: StepScreen,
  next: NextCallConfig,
  sources: NextCallSources,
): Promise<unknown> => {
  const { params, body } = nextCallOf(next, sources, screen.endpoints);
  if (next.step) {
    const call = <T>(key: string, callParams: Record<string, unknown>) => dataProvider.call<T>(screen.name, key, { params: callParams });
    await saveSteps[next.step](call, params);
    return undefined;
  }
  return next.endpoint ? dataProvider.call(screen.name, next.endpoint, { params, body }) : undefined;
};
