// The list table: MUI's Table driven by react-admin's list context (rows, sort, setSort).
//
// Why not react-admin's <DataTable>: besides rows and sortable headers it always imports bulk
// selection (checkboxes, the bulk delete confirmation dialog), the column selector and its
// preferences, row expansion and a Tooltip with popper on every sortable header: about 35 KB
// gzip on the console's first screen that no screen here uses (bench/; the first screen's 200 KB
// budget). The list's state stays react-admin's: paging, sorting and filtering go through
// ListBase's context exactly as DataTable's would.
import { Box, Table, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { columnHeader } from './columnLabel';
import { NoRecords } from './NoRecords';
import { ResourceTableRow } from './ResourceTableRow';
import { useRowActions } from './RowActions';
import { useColumnChoice } from './listViews/useColumnChoice';
import { ROW_ACTION } from './tableBodyStyle';
import { TableBodyStyles } from './TableBodyStyles';
import { useRowSelection } from './bulk/useRowSelection';
import { rowActionsOf } from '../../language/rowActions';

const HEAD_CELL = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export const ResourceTable = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { actions, onAction, open } = useRowActions(config);
  const { data, isPending, sort, setSort } = useListContext();
  const { columns } = useColumnChoice(config);
  const selection = useRowSelection(config, data);
  const labels = columns.map((c) => columnHeader(translate, config.name, config.schema, c.source));
  // The Actions column shows when the screen has row actions, even if this role may use none.
  const hasActions = rowActionsOf(config).length > 0;
  const headers = hasActions ? [...labels, translate('actions.rowActions')] : labels;
  const { page } = selection;
  if (!isPending && !data?.length) return <NoRecords labels={headers} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={isPending}>
        <TableHead>
          <TableRow>
            {selection.enabled && (
              <TableCell className={ROW_ACTION.select} sx={{ width: '1px', p: '0 0 0 12px', lineHeight: 0 }}>
                <input
                  type="checkbox"
                  checked={page.all}
                  ref={(box) => void (box && (box.indeterminate = page.some && !page.all))}
                  onChange={page.toggle}
                  aria-label={translate('table.selectPage')}
                  style={{ width: 18, height: 18, margin: 0 }}
                />
              </TableCell>
            )}
            {columns.map((column, i) => {
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
                    {labels[i]}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            {hasActions && <TableCell sx={HEAD_CELL}>{translate('actions.rowActions')}</TableCell>}
          </TableRow>
        </TableHead>
        <tbody className={ROW_ACTION.body} onKeyDown={selection.onKeyDown}>
          {/* Keyed by position, not id: a keystroke or page change swaps most rows, and updating
              the rows in place costs far less than replacing their elements (100k users: keystroke
              median about 65 against 80 ms, max 90 against 130 ms). */}
          {data?.map((record, index) => (
            <ResourceTableRow
              key={index}
              record={record}
              columns={columns}
              schema={config.schema}
              actions={hasActions ? actions : undefined}
              onAction={onAction}
              open={open}
              translate={translate}
              selected={selection.enabled ? selection.ids.has(record.id) : undefined}
              onSelect={selection.enabled ? selection.toggle : undefined}
              name={selection.enabled ? selection.nameOf(record) : undefined}
            />
          ))}
        </tbody>
      </Table>
      <TableBodyStyles />
    </Box>
  );
};
