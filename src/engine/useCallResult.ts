import { useQuery } from '@tanstack/react-query';
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
