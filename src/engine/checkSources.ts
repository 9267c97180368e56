// What a form's checks may read besides its values (the paths of `from` entries read for the check, `{ check }`): 'calls.<endpoint>', the
// answer of one of the screen's GET calls, and 'choices.<field>', the row of the option chosen
// in a field with `choices`. Read from the same cache as the inputs' own, so nothing loads twice.
import type { QueryClient } from '@tanstack/react-query';
import type { ResourceConfig } from '../../language/types';
import type { SlinkDataProvider } from '../data/dataProvider';
import { callQuery } from './useCallResult';

/** The second segment of each path under `root` ('calls.dataTypes' -> 'dataTypes'), once each. */
export const namesUnder = (root: string, paths: readonly string[]): string[] => [
  ...new Set(paths.filter((p) => p.startsWith(`${root}.`)).map((p) => p.split('.')[1]!)),
];

export async function checkSourcesOf(
  queryClient: QueryClient,
  dataProvider: SlinkDataProvider,
  config: ResourceConfig,
  paths: readonly string[],
  values: Record<string, unknown>,
): Promise<{ calls: Record<string, unknown>; choices: Record<string, unknown> }> {
  // A call that fails reads as nothing: its own load banner says why.
  const answer = (endpoint: string) =>
    queryClient.ensureQueryData(callQuery<unknown>(dataProvider, config.name, endpoint)).catch(() => undefined);
  const calls: Record<string, unknown> = {};
  for (const endpoint of namesUnder('calls', paths)) calls[endpoint] = await answer(endpoint);
  const choices: Record<string, unknown> = {};
  for (const field of namesUnder('choices', paths)) {
    const declared = config.fieldOptions?.[field]?.choices;
    if (!declared) continue;
    const rows = await answer(declared.endpoint);
    choices[field] = Array.isArray(rows)
      ? (rows as Record<string, unknown>[]).find((row) => String(row[declared.optionValue]) === String(values[field]))
      : undefined;
  }
  return { calls, choices };
}
