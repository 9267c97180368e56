import { memo, useMemo } from 'react';
import { Button } from '@mui/material';
import { useEvent, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { readColumnFilter, type ChoiceFilter, type DateFilter, type NumberFilter, type TextFilter } from '../../data/columnFilters';
import type { FilterKind } from '../../data/filterKinds';
import { PanelButton } from '../listViews/PanelButton';
import { useFieldChoices } from '../useFieldChoices';
import { ChoiceSection } from './ChoiceSection';
import { filtersButtonId } from './filtersButtonId';
import { filterColumns, type FilterColumn } from './filterColumns';
import { RangeSection } from './RangeSection';
import { setColumnFilters, useListFilter, type ListFilter } from './listFilter';
import { TextSection } from './TextSection';

export interface FilterMenuProps {
  config: ResourceConfig;
  kinds: Record<string, FilterKind>;
}

type Change = (filter: object | undefined) => void;

/**
 * One column's section, drawn again only when its column, its filter or its handler changes: a
 * tick in one section leaves the others (MUI checkboxes and date fields) as they were, and the
 * list's rows show sooner (bench/: the filter chip figure). The address gives every filter value
 * anew at each change, so they compare by content.
 */
const ColumnSection = memo(
  function ColumnSection({ column, filter, onChange }: { column: FilterColumn; filter: unknown; onChange: Change }) {
    if (column.kind === 'text') return <TextSection column={column} filter={filter as TextFilter} onChange={onChange} />;
    return column.kind === 'flag' || column.kind === 'choice' ? (
      <ChoiceSection column={column} filter={filter as ChoiceFilter} onChange={onChange} />
    ) : (
      <RangeSection column={column} filter={filter as DateFilter & NumberFilter} onChange={onChange} />
    );
  },
  (before, after) =>
    before.onChange === after.onChange &&
    JSON.stringify(before.column) === JSON.stringify(after.column) &&
    JSON.stringify(before.filter) === JSON.stringify(after.filter),
);

/** One section per filterable column, in the declared order; Clear all keeps the text. */
const FilterSections = memo(function FilterSections({ config, kinds, list }: FilterMenuProps & { list: ListFilter }) {
  const translate = useTranslate();
  const { filterValues } = list;
  // Changes always merge into the list's latest filter, so a section drawn earlier stays right.
  const set = useEvent((changes: Parameters<typeof setColumnFilters>[1]) => setColumnFilters(list, changes));
  // One handler per column for the menu's life, so an untouched section is not drawn again.
  const changeOf = useMemo(
    () => Object.fromEntries(Object.keys(kinds).map((source): [string, Change] => [source, (filter) => set({ [source]: filter })])),
    [kinds, set],
  );
  const { texts } = useFieldChoices(config, Object.keys(kinds));
  const columns = filterColumns(translate, config, kinds, texts);
  const current = (source: string) => readColumnFilter(kinds[source], filterValues[source]);
  const anySet = columns.some((c) => current(c.source));
  return (
    <>
      {columns.map((column) =>
        column.options.length === 0 && column.kind === 'choice' ? null : (
          <ColumnSection key={column.source} column={column} filter={current(column.source)} onChange={changeOf[column.source]} />
        ),
      )}
      <Button size="small" disabled={!anySet} onClick={() => set(Object.fromEntries(columns.map((c) => [c.source, undefined])))}>
        {translate('columnFilters.clearAll')}
      </Button>
    </>
  );
});

const FilterPanel = (props: FilterMenuProps) => <FilterSections {...props} list={useListFilter()} />;

/**
 * The Filters button: a filter per column whose values are a fixed set, dates, numbers or text. Memoised:
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
