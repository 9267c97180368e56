// A list opened at its bare address (from the menu, or a link without a query) writes its first
// state into that address in place, as react-admin writes any other state: page, page size,
// sort and filter. Otherwise the bare address stays in the history, and Back from page 2 lands
// on it, where react-admin fills it from the stored state (page 2) again: Back would need two
// presses and then leave the list. With the state written, Back from page 2 shows page 1.
// Each arrival at the bare address is its own: the router draws only the last of two quick
// navigations, so a menu link clicked just after this write (drawn while the address was still
// bare, the link replaces the entry) brings the bare address back without the search ever
// changing between two drawings. The location's key changes at every navigation. A list still
// showing while the next screen's link waits for its code writes nothing (addressMovedOn.ts).
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressMovedOn } from './addressMovedOn';

/** The query react-admin itself writes (its keys in its order, the filter as JSON). */
export const listQuery = (state: { filter: unknown; order?: string; page: number; perPage: number; sort?: string }): string => {
  const query = new URLSearchParams({ filter: JSON.stringify(state.filter ?? {}) });
  if (state.order) query.set('order', state.order);
  query.set('page', String(state.page));
  query.set('perPage', String(state.perPage));
  if (state.sort) query.set('sort', state.sort);
  return `?${query}`;
};

export const useFirstListAddress = (): void => {
  const { filterValues, sort, page, perPage } = useListContext();
  const { search, key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (search !== '' || addressMovedOn(key)) return;
    navigate({ search: listQuery({ filter: filterValues, order: sort.order, page, perPage, sort: sort.field }) }, { replace: true });
  }, [search, key, navigate, filterValues, sort, page, perPage]);
};
