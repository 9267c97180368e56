import { useListContext } from 'react-admin';
import type { ColumnFilter } from '../../data/columnFilters';

/**
 * Sets (or, with undefined, removes) one column's filter: the text and the other filters stay,
 * the list goes back to its first page and the address follows (react-admin's setFilters).
 */
export const useSetColumnFilter = () => {
  const { filterValues, setFilters } = useListContext();
  return (changes: Record<string, ColumnFilter | undefined>) => setFilters({ ...filterValues, ...changes }, undefined, false);
};
