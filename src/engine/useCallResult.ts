import { useQuery } from '@tanstack/react-query';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import type { CallParams } from '../data/dataProvider';

/** A GET call of a screen's endpoint table, cached by react-query like react-admin's own. */
export const useCallResult = <T = Record<string, unknown>[]>(
  screen: string,
  endpoint: string,
  options: CallParams = {},
  enabled = true,
) => {
  const dataProvider = useSlinkDataProvider();
  return useQuery<T>({
    queryKey: [screen, 'call', endpoint, options.params ?? {}],
    queryFn: () => dataProvider.call<T>(screen, endpoint, options),
    enabled,
  });
};
