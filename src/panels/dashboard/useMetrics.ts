// The report's metrics answer (a dashboard of 200 accounts of 50 programs answers 10,000 rows,
// about 5 MB): the same call and cache entry as useCallResult, but fetched and parsed in the list
// worker (the data provider's `offPage`), so the page's main thread only reads the parsed rows.
import { useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '../../../schemas/index';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { callQuery } from '../../engine/useCallResult';

export const useMetrics = (screen: string, endpoint: string, params: Record<string, unknown>) => {
  const dataProvider = useSlinkDataProvider();
  const { queryKey } = callQuery<DashboardMetrics>(dataProvider, screen, endpoint, { params });
  return useQuery<DashboardMetrics>({
    queryKey,
    queryFn: () => dataProvider.call<DashboardMetrics>(screen, endpoint, { params, offPage: true }),
  });
};
