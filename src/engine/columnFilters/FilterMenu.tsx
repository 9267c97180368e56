import { memo } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { readColumnFilter, type ChoiceFilter, type DateFilter, type NumberFilter } from '../../data/columnFilters';
import type { FilterKind } from '../../data/filterKinds';
import { PanelButton } from '../listViews/PanelButton';
import { useFieldChoices } from '../useFieldChoices';
import { ChoiceSection } from './ChoiceSection';
import { filtersButtonId } from './filtersButtonId';
import { filterColumns } from './filterColumns';
import { RangeSection } from './RangeSection';
import { setColumnFilters, useListFilter, type ListFilter } from './listFilter';

export interface FilterMenuProps {
  config: ResourceConfig;
  kinds: Record<string, FilterKind>;
}

/** One section per filterable column, in the declared order; Clear all keeps the text. */
const FilterSections = memo(function FilterSections({ config, kinds, list }: FilterMenuProps & { list: ListFilter }) {
  const translate = useTranslate();
  const { filterValues } = list;
  const set = (changes: Parameters<typeof setColumnFilters>[1]) => setColumnFilters(list, changes);
  const { texts } = useFieldChoices(config, Object.keys(kinds));
  const columns = filterColumns(translate, config, kinds, texts);
  const current = (source: string) => readColumnFilter(kinds[source], filterValues[source]);
  const anySet = columns.some((c) => current(c.source));
  return (
    <>
      {columns.map((column) => {
        if (column.options.length === 0 && column.kind === 'choice') return null;
        const change = (filter: object | undefined) => set({ [column.source]: filter });
        return column.kind === 'flag' || column.kind === 'choice' ? (
          <ChoiceSection key={column.source} column={column} filter={current(column.source) as ChoiceFilter} onChange={change} />
        ) : (
          <RangeSection
            key={column.source}
            column={column}
            filter={current(column.source) as DateFilter & NumberFilter}
            onChange={change}
          />
        );
      })}
      <Button size="small" disabled={!anySet} onClick={() => set(Object.fromEntries(columns.map((c) => [c.source, undefined])))}>
        {translate('columnFilters.clearAll')}
      </Button>
    </>
  );
});

const FilterPanel = (props: FilterMenuProps) => <FilterSections {...props} list={useListFilter()} />;

/**
 * The Filters button: a filter per column whose values are a fixed set, dates or numbers. Memoised:
 * MUI's Popover measures its anchor (a forced layout of the page) on every render, and the
 * toolbar renders on every change of the list; the panel follows the list by itself.
 */
export const FilterMenu = memo(function FilterMenu({ config, kinds }: FilterMenuProps) {
  const translate = useTranslate();
  return (
    <PanelButton label={translate('table.filters')} title={translate('columnFilters.title')} buttonId={filtersButtonId(config)}>
      {() => <FilterPanel config={config} kinds={kinds} />}
    </PanelButton>
  );
});
