// The list's context as react-admin gives it, with each change of state (filter, page, page size,
// sort) also asking for the new rows at once, before react-admin's own timer writes the address:
// every control of the list (text box, chips, picker, pages, sort headers) gets it without code
// of its own. The next state is react-admin's own reducer's answer. A search typed into the box
// is written by the list itself, one history step per typing (typedSearch.ts).
import { useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  queryReducer,
  removeEmpty,
  SET_FILTER,
  SET_PAGE,
  SET_PER_PAGE,
  SET_SORT,
  useEvent,
  useListContext,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { paramsOfQuery } from './listParams';
import { TypedSearchContext, useTypingHistory } from './typedSearch';
import { listQuery } from './useFirstListAddress';
import { useAskAhead } from './useListPrefetch';

type Action = Parameters<typeof queryReducer>[1];

export const ListAhead = ({ config, children }: { config: ResourceConfig; children: ReactNode }) => {
  const context = useListContext();
  const ask = useAskAhead(config);
  // The list's state as last drawn; a state that is already the list's is not asked for again
  // (the page box sets its own page when it loses focus).
  const next = useEvent((action: Action) => {
    const now = {
      filter: context.filterValues,
      displayedFilters: context.displayedFilters,
      page: context.page,
      perPage: context.perPage,
      sort: context.sort.field,
      order: context.sort.order,
    };
    const state = queryReducer(now, action);
    const [before, after] = [paramsOfQuery(now), paramsOfQuery(state)];
    if (JSON.stringify(after) !== JSON.stringify(before)) ask(after);
    return state;
  });
  // One function each for the list's life, as react-admin's own are between changes of state:
  // controls that run an effect on them (ListPagination) do not run it at every drawing.
  const setFilters = useEvent((...[filter, displayedFilters, debounce]: Parameters<ListControllerResult['setFilters']>) => {
    // A debounced change is asked for when react-admin asks for it.
    if (!debounce) next({ type: SET_FILTER, payload: { filter: removeEmpty(filter), displayedFilters } });
    context.setFilters(filter, displayedFilters, debounce);
  });
  const writeTyped = useTypingHistory();
  const typeSearch = useEvent((filter: Record<string, unknown>) => {
    const state = next({ type: SET_FILTER, payload: { filter: removeEmpty(filter) } });
    writeTyped(listQuery(state));
  });
  const setPage = useEvent((page: number) => {
    next({ type: SET_PAGE, payload: page });
    context.setPage(page);
  });
  const setPerPage = useEvent((perPage: number) => {
    next({ type: SET_PER_PAGE, payload: perPage });
    context.setPerPage(perPage);
  });
  const setSort = useEvent((sort: SortPayload) => {
    next({ type: SET_SORT, payload: sort });
    context.setSort(sort);
  });
  const value = useMemo(
    () => ({ ...context, setFilters, setPage, setPerPage, setSort }) as ListControllerResult,
    [context, setFilters, setPage, setPerPage, setSort],
  );
  return (
    <ListContextProvider value={value}>
      <TypedSearchContext.Provider value={typeSearch}>{children}</TypedSearchContext.Provider>
    </ListContextProvider>
  );
};
