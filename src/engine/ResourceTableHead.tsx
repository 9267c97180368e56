// The list table's header row: the page's checkbox, a sortable label per column, Actions.
// Memoised: a keystroke in the filter or a page change redraws the rows, and the header (a MUI
// sort label, a button with its ripple, per column) stays as it was unless the columns, the sort
// or the page's selection changed (bench/: keystroke to rows).
import { memo } from 'react';
import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate, type SortPayload } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { columnHeader } from './columnLabel';
import { PageSelectInput } from './SelectInputs';
import { ROW_ACTION } from './tableBodyStyle';

const HEAD_CELL = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

interface Props {
  config: ResourceConfig;
  columns: ResourceConfig['list']['columns'];
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
  /** the Actions column's header, when the screen has row actions */
  actionsLabel?: string;
  /** the page's checkbox, where rows may be selected: every row of the page selected, some, and the toggle */
  selectPage?: { all: boolean; some: boolean; toggle: () => void };
}

const SelectPageBox = ({ all, some, toggle }: NonNullable<Props['selectPage']>) => {
  const translate = useTranslate();
  return (
    <TableCell className={ROW_ACTION.select} sx={{ width: '1px', p: '0 0 0 12px', lineHeight: 0 }}>
      <PageSelectInput all={all} some={some} toggle={toggle} translate={translate} style={{ width: 18, height: 18, margin: 0 }} />
    </TableCell>
  );
};

const Head = ({ config, columns, sort, setSort, actionsLabel, selectPage }: Props) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {selectPage && <SelectPageBox {...selectPage} />}
        {columns.map((column) => {
          const active = sort.field === column.source;
          const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
          return (
            <TableCell key={column.source} sx={HEAD_CELL} aria-sort={active ? `${direction}ending` : undefined}>
              {/* As DataTable: the sorted column flips its order, another column starts ascending. */}
              <TableSortLabel
                active={active}
                direction={direction}
                onClick={() => setSort({ field: column.source, order: active ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : 'ASC' })}
              >
                {columnHeader(translate, config.name, config.schema, column.source)}
              </TableSortLabel>
            </TableCell>
          );
        })}
        {actionsLabel !== undefined && (
          <TableCell className={ROW_ACTION.actions} sx={HEAD_CELL}>
            {actionsLabel}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
};

/** Drawn again only when a prop changes; `selectPage` is compared by its values (its toggle must be a stable function). */
export const ResourceTableHead = memo(
  Head,
  (before, after) =>
    before.config === after.config &&
    before.columns === after.columns &&
    before.sort.field === after.sort.field &&
    before.sort.order === after.sort.order &&
    before.setSort === after.setSort &&
    before.actionsLabel === after.actionsLabel &&
    before.selectPage?.all === after.selectPage?.all &&
    before.selectPage?.some === after.selectPage?.some &&
    before.selectPage?.toggle === after.selectPage?.toggle &&
    !before.selectPage === !after.selectPage,
);
