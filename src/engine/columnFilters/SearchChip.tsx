import { memo } from 'react';
import { Box, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ICON_BUTTON } from '../listViews/iconButton';
import { CHIP } from './chipLook';
import type { ListFilter } from './listFilter';

/** The words of the list's text box, as the list searches them (trimmed); '' for none. */
const searchOf = (filterValues: Record<string, unknown>): string => (typeof filterValues.q === 'string' ? filterValues.q.trim() : '');

/**
 * The text box's search as a chip ('Search: reid'), beside the column filters' chips: its button
 * clears the search (the box and the address's q follow) and puts focus in the emptied box.
 */
export const SearchChip = memo(function SearchChip({ list }: { list: ListFilter }) {
  const translate = useTranslate();
  const q = searchOf(list.filterValues);
  if (!q) return null;
  const text = translate('columnFilters.search', { q });
  const remove = () => {
    // The list's text box: the one `/` focuses (FilterBox, useSlashFocus), one a page.
    document.querySelector<HTMLElement>('input[aria-keyshortcuts="/"]')?.focus();
    list.setFilters({ ...list.filterValues, q: undefined }, undefined, false);
  };
  return (
    <Box sx={CHIP}>
      {text}
      <Button
        sx={{ ...ICON_BUTTON, ml: 0.5, borderRadius: 4 }}
        aria-label={translate('columnFilters.remove', { filter: text })}
        onClick={remove}
      >
        <CloseIcon fontSize="small" />
      </Button>
    </Box>
  );
});
