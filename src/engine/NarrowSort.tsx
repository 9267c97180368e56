// The narrow list's sort: a phone has no column headers to click, so a "Sort by" select and an
// ascending/descending pair drive the same list sort the table's headers do (react-admin's list
// context, kept in the address and in saved views). Loaded with the narrow list.
//
// Built from what the first screen already loads (OutlinedInput, IconButton), not TextField and
// ToggleButton: those took the narrow list's chunk from 1.5 to 3.7 KB gzip and made it wait for
// the 10.5 KB form-field chunk before a phone's first rows.
import { useId, type SelectHTMLAttributes } from 'react';
import { Box, IconButton, OutlinedInput, Typography, type InputBaseComponentProps } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { SortPayload } from 'react-admin';
import type { ColumnConfig, InlineSchema } from '../../language/types';
import { columnHeader, fieldLabel } from './columnLabel';
import type { Translate } from './translate';

export interface NarrowSortProps {
  /** the screen whose texts name the columns (language/screenTexts.ts) */
  screen: string;
  schema: InlineSchema;
  /** the columns shown: every one the table shows is sortable by its header there */
  columns: readonly ColumnConfig[];
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
  translate: Translate;
}

/** A native select as the input's element, as MUI's NativeSelect does: the phone's own picker, no menu to load. */
const SelectElement = (props: InputBaseComponentProps) => <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;

const ORDERS = [
  { order: 'ASC', label: 'narrowList.ascending', Icon: ArrowUpwardIcon },
  { order: 'DESC', label: 'narrowList.descending', Icon: ArrowDownwardIcon },
] as const;

export const NarrowSort = ({ screen, schema, columns, sort, setSort, translate }: NarrowSortProps) => {
  const id = `${useId()}sortBy`;
  const options = columns.map((c) => ({ source: c.source, label: columnHeader(translate, screen, schema, c.source) }));
  // A list sorted by a column the login hid (Columns) still names that sort rather than showing another.
  if (!options.some((o) => o.source === sort.field)) options.push({ source: sort.field, label: fieldLabel(translate, schema, sort.field) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, mb: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {translate('narrowList.sortBy')}
      </Typography>
      <OutlinedInput
        id={id}
        size="small"
        inputComponent={SelectElement}
        value={sort.field}
        // As the table's headers do: another column starts ascending.
        onChange={(event) => setSort({ field: event.target.value, order: 'ASC' })}
        inputProps={{
          children: options.map((o) => (
            <option key={o.source} value={o.source}>
              {o.label}
            </option>
          )),
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Box role="group" aria-label={translate('narrowList.sortOrder')} sx={{ display: 'flex' }}>
        {ORDERS.map(({ order, label, Icon }) => {
          const chosen = sort.order === order;
          return (
            <IconButton
              key={order}
              aria-label={translate(label)}
              title={translate(label)}
              aria-pressed={chosen}
              // Pressing the chosen order again keeps it.
              onClick={() => chosen || setSort({ field: sort.field, order })}
              color={chosen ? 'primary' : 'default'}
              sx={chosen ? { bgcolor: 'action.selected' } : undefined}
            >
              <Icon fontSize="small" />
            </IconButton>
          );
        })}
      </Box>
    </Box>
  );
};
