import { useQueries, useQuery } from '@tanstack/react-query';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import type { CallParams, SlinkDataProvider } from '../data/dataProvider';

/** The react-query options of one GET call of a screen's endpoint table (one cache key per call). */
export const callQuery = <T = Record<string, unknown>[]>(
  dataProvider: SlinkDataProvider,
  screen: string,
  endpoint: string,
  options: CallParams = {},
) => ({
  queryKey: [screen, 'call', endpoint, options.params ?? {}],
  queryFn: () => dataProvider.call<T>(screen, endpoint, options),
});

/** A GET call of a screen's endpoint table, cached by react-query like react-admin's own. */
export const useCallResult = <T = Record<string, unknown>[]>(
  screen: string,
  endpoint: string,
  options: CallParams = {},
  enabled = true,
) => {
  const dataProvider = useSlinkDataProvider();
  return useQuery<T>({ ...callQuery<T>(dataProvider, screen, endpoint, options), enabled });
};

/**
 * Several GET calls of a screen's endpoint table at once, in the same cache as useCallResult:
 * `enabled` waits for what the params need, `fresh` reads again even when a copy is cached.
 */
export const useCalls = <T = Record<string, unknown>[]>(
  screen: string,
  calls: readonly { endpoint: string; params?: Record<string, unknown> }[],
  { enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {},
) => {
  const dataProvider = useSlinkDataProvider();
  return useQueries({
    queries: calls.map((c) => ({
      ...callQuery<T>(dataProvider, screen, c.endpoint, { params: c.params }),
      enabled,
      ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    })),
  });
};
