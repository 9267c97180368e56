// A list's new state (filter, page, sort, column filters, Back/Forward) is known before
// react-admin asks for its rows: it asks in an effect after the screen has been drawn again with
// the old rows (ra-core 5.15: a 0 ms timer writes the address, useGetList sets its query's options
// in a passive effect). Asked ahead, the rows are on their way meanwhile and show one drawing
// sooner, often in the first (bench/: keystroke, page change and chip change to rows).
import { useCallback, useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type GetListParams } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ResourceConfig } from '../../language/types';
import { LIST_QUERY } from './listQueryOptions';
import { paramsOfSearch } from './listParams';

/** Asks for the rows of a list state under the key and in the shape of ra-core 5.15 useGetList, so the list finds them as its own. */
export const useAskAhead = (config: ResourceConfig) => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return useCallback(
    (params: GetListParams) => {
      const queryKey = [config.name, 'getList', params];
      // A state whose rows failed is left to the list's own call to report (after a refused
      // token, a second ask would go out without one).
      if (queryClient.getQueryState(queryKey)?.status === 'error') return;
      void queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
          dataProvider.getList(config.name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        staleTime: LIST_QUERY.staleTime,
        // As react-admin's list asks (ra-core 5.15 useListController): a failure shows at once,
        // and a whole list is not asked of the platform twice.
        retry: false,
      });
    },
    [config.name, queryClient, dataProvider],
  );
};

/** Asks for the rows of the state the address names as soon as it changes (Back/Forward, a pasted link, any control). */
export const useListPrefetch = (config: ResourceConfig): void => {
  const { search } = useLocation();
  const ask = useAskAhead(config);
  useLayoutEffect(() => {
    const params = paramsOfSearch(config, search);
    if (params) ask(params);
  }, [config, search, ask]);
};
