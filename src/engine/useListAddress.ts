import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceConfig } from '../../resources/types';
import { sameState, searchFromState, stateFromSearch, type ListState } from './listAddress';

/** How long the list rests before its address follows (a word typed is one history entry). */
export const ADDRESS_DELAY_MS = 300;

/**
 * Keeps a list's filter, sort, page and page size in its address: an address that holds them
 * (reload, Back/Forward, a pasted link) sets the list; a change of the list is written to the
 * address once the list rests. Why not react-admin's syncWithLocation: it writes the address on
 * every keystroke, and each write draws the whole console again (keystroke to rows 61 -> 74 ms at
 * 10k users in bench/); here typing filters at once and the address follows.
 */
export const useListAddress = (config: ResourceConfig) => {
  const { filterValues, sort, page, perPage, setFilters, setSort, setPage, setPerPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const defaults: ListState = { filter: {}, sort: config.list.sort, page: 1, perPage: config.list.perPage };
  const current: ListState = { filter: filterValues ?? {}, sort, page, perPage };
  // The address last read or written, so neither direction answers its own change.
  const known = useRef<string | null>(null);

  // Address -> list: on arrival and on Back/Forward.
  useEffect(() => {
    if (location.search === known.current) return;
    known.current = location.search;
    const wanted = stateFromSearch(location.search, defaults);
    if (!wanted || sameState(wanted, current)) return;
    // react-admin gathers these calls of one tick into one change; the page goes last, as the
    // others start it again at 1.
    setSort(wanted.sort);
    setFilters(wanted.filter, undefined, false);
    setPerPage(wanted.perPage);
    setPage(wanted.page);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address is read
  }, [location.search]);

  // List -> address, once the list rests; the form open over it keeps its place in the path.
  const search = searchFromState(current, defaults);
  useEffect(() => {
    const held = stateFromSearch(location.search, defaults) ?? defaults;
    if (sameState(held, current)) return;
    const timer = setTimeout(() => {
      known.current = search;
      navigate({ pathname: location.pathname, search }, { state: location.state });
    }, ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's state, as its query
  }, [search]);
};
