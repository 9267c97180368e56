// The getList params react-admin's list asks for a list state, worked out as ra-core 5.15 works
// them out (useListParams reads the address, useListController asks useGetList): the list finds
// a query asked with these as its own (useListPrefetch). A drift shows as a second call in
// useListPrefetch.test.tsx.
import { getQuery, parseQueryFromLocation, type GetListParams, type ListParams } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { LIST_QUERY } from './listQueryOptions';

/** The params of a list state (react-admin's query: filter, page, perPage, sort, order). */
export const paramsOfQuery = (query: Pick<ListParams, 'filter' | 'page' | 'perPage' | 'sort' | 'order'>): GetListParams => ({
  pagination: { page: query.page, perPage: query.perPage },
  sort: { field: query.sort, order: query.order },
  // No permanent filter on the generated lists: the filter is the state's own.
  filter: { ...query.filter },
  meta: LIST_QUERY.meta,
});

/** The params of the list state an address names; null for a bare address (react-admin then reads its stored state). */
export const paramsOfSearch = (config: ResourceConfig, search: string): GetListParams | null => {
  const fromAddress = parseQueryFromLocation({ search });
  if (Object.keys(fromAddress).length === 0) return null;
  return paramsOfQuery(
    getQuery({
      queryFromLocation: fromAddress,
      params: {},
      filterDefaultValues: undefined,
      sort: config.list.sort,
      perPage: config.list.perPage,
    }),
  );
};
