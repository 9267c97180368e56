// The list's context as react-admin gives it, with each change of state (filter, page, page size,
// sort) also asking for the new rows at once, before react-admin's own timer writes the address:
// every control of the list (text box, chips, picker, pages, sort headers) gets it without code
// of its own. The next state is react-admin's own reducer's answer.
import { useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  queryReducer,
  removeEmpty,
  SET_FILTER,
  SET_PAGE,
  SET_PER_PAGE,
  SET_SORT,
  useListContext,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { paramsOfQuery } from './listParams';
import { useAskAhead } from './useListPrefetch';

type Action = Parameters<typeof queryReducer>[1];

export const ListAhead = ({ config, children }: { config: ResourceConfig; children: ReactNode }) => {
  const context = useListContext();
  const ask = useAskAhead(config);
  const value = useMemo((): ListControllerResult => {
    const now = {
      filter: context.filterValues,
      displayedFilters: context.displayedFilters,
      page: context.page,
      perPage: context.perPage,
      sort: context.sort.field,
      order: context.sort.order,
    };
    const next = (action: Action) => ask(paramsOfQuery(queryReducer(now, action)));
    return {
      ...context,
      // A debounced change is asked for when react-admin asks for it.
      setFilters: (filter, displayedFilters, debounce) => {
        if (!debounce) next({ type: SET_FILTER, payload: { filter: removeEmpty(filter), displayedFilters } });
        context.setFilters(filter, displayedFilters, debounce);
      },
      setPage: (page: number) => {
        next({ type: SET_PAGE, payload: page });
        context.setPage(page);
      },
      setPerPage: (perPage: number) => {
        next({ type: SET_PER_PAGE, payload: perPage });
        context.setPerPage(perPage);
      },
      setSort: (sort: SortPayload) => {
        next({ type: SET_SORT, payload: sort });
        context.setSort(sort);
      },
    } as ListControllerResult;
  }, [context, ask]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
