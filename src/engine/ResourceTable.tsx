// The list table: MUI's Table driven by react-admin's list context (rows, sort, setSort).
//
// Why not react-admin's <DataTable>: besides rows and sortable headers it always imports bulk
// selection (checkboxes, the bulk delete confirmation dialog), the column selector and its
// preferences, row expansion and a Tooltip with popper on every sortable header: about 35 KB
// gzip on the console's first screen that no screen here uses (bench/, issue 3's 200 KB
// budget). The list's state stays react-admin's: paging, sorting and filtering go through
// ListBase's context exactly as DataTable's would.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { CellValue } from './CellValue';
import { fieldLabel } from './columnLabel';
import { NoRecords } from './NoRecords';
import { RowActions } from './RowActions';
import { useFormMode } from './useFormMode';

const HEAD_CELL = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export const ResourceTable = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { open } = useFormMode(config);
  const { data, isPending, sort, setSort } = useListContext();
  const { columns } = config.list;
  const labels = columns.map((c) => fieldLabel(translate, config.schema, c.source, c.label));
  const hasActions = config.list.rowActions.length > 0;
  const headers = hasActions ? [...labels, translate('actions.rowActions')] : labels;
  if (!isPending && !data?.length) return <NoRecords labels={headers} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={isPending}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => {
              const active = sort.field === column.source;
              const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
              return (
                <TableCell key={column.source} sx={HEAD_CELL} aria-sort={active ? `${direction}ending` : undefined}>
                  {column.sortable === false ? (
                    labels[i]
                  ) : (
                    // Same field: react-admin's list reducer flips the order; another: ascending.
                    <TableSortLabel active={active} direction={direction} onClick={() => setSort({ field: column.source, order: active ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : 'ASC' })}>
                      {labels[i]}
                    </TableSortLabel>
                  )}
                </TableCell>
              );
            })}
            {hasActions && <TableCell sx={HEAD_CELL}>{translate('actions.rowActions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <TableRow hover>
                {columns.map((column) => (
                  <TableCell key={column.source}>
                    {column.link ? (
                      <Link component="button" type="button" onClick={() => open(column.link!, record.id)} sx={{ textAlign: 'left' }}>
                        <CellValue column={column} />
                      </Link>
                    ) : (
                      <CellValue column={column} />
                    )}
                  </TableCell>
                ))}
                {hasActions && (
                  <TableCell>
                    <RowActions config={config} />
                  </TableCell>
                )}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
