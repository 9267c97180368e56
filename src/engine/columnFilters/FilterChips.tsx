import { memo } from 'react';
import { Box, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { readColumnFilter } from '../../data/columnFilters';
import type { FilterKind } from '../../data/filterKinds';
import { ICON_BUTTON } from '../listViews/iconButton';
import { useFieldChoices } from '../useFieldChoices';
import { CHIP } from './chipLook';
import { filtersButtonId } from './filtersButtonId';
import { chipText, filterColumns } from './filterColumns';
import { setColumnFilters, useListFilter, type ListFilter } from './listFilter';
import { SearchChip } from './SearchChip';

interface Props {
  config: ResourceConfig;
  kinds: Record<string, FilterKind>;
}

/** A chip per column filter set, each with a button removing it; filters that make no sense show none. */
const Chips = memo(function Chips({ config, kinds, list }: Props & { list: ListFilter }) {
  const translate = useTranslate();
  const { filterValues } = list;
  const { texts } = useFieldChoices(config, Object.keys(kinds));
  const chips = filterColumns(translate, config, kinds, texts).flatMap((column) => {
    const filter = readColumnFilter(column.kind, filterValues[column.source]);
    return filter ? [{ source: column.source, text: chipText(translate, column, filter) }] : [];
  });
  if (chips.length === 0) return null;
  const remove = (index: number, button: HTMLElement) => {
    // Focus goes to the next chip's button (the previous one at the end), else to the Filters button.
    const buttons = [...(button.closest('[role="list"]')?.querySelectorAll('button') ?? [])];
    (buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById(filtersButtonId(config)))?.focus();
    setColumnFilters(list, { [chips[index].source]: undefined });
  };
  return (
    <Box role="list" aria-label={translate('columnFilters.chips')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {chips.map((chip, i) => (
        <Box role="listitem" key={chip.source} sx={CHIP}>
          {chip.text}
          <Button
            sx={{ ...ICON_BUTTON, ml: 0.5, borderRadius: 4 }}
            aria-label={translate('columnFilters.remove', { filter: chip.text })}
            onClick={(event) => remove(i, event.currentTarget)}
          >
            <CloseIcon fontSize="small" />
          </Button>
        </Box>
      ))}
    </Box>
  );
});

/**
 * The search's chip, then the column filters' chips (a list of their own), drawn again when the
 * list's filter changes (useListFilter).
 */
export const FilterChips = (props: Props) => {
  const list = useListFilter();
  return (
    <>
      <SearchChip list={list} />
      <Chips {...props} list={list} />
    </>
  );
};
