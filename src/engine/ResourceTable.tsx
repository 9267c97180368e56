import { Link } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { CellValue } from './CellValue';
import { fieldLabel } from './columnLabel';
import { NoRecords } from './NoRecords';
import { RowActions } from './RowActions';
import { useFormMode } from './useFormMode';

/** The list table: react-admin's DataTable with columns from the config. */
export const ResourceTable = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { open } = useFormMode(config);
  const labels = config.list.columns.map((c) => fieldLabel(translate, config.schema, c.source, c.label));
  const hasActions = config.list.rowActions.length > 0;
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={<NoRecords labels={hasActions ? [...labels, translate('actions.rowActions')] : labels} />}
      size="small"
      // Dense rows; headers on one line.
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      {config.list.columns.map((column, i) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          label={labels[i]}
          disableSort={column.sortable === false}
          render={(record) =>
            column.link ? (
              <Link component="button" type="button" onClick={() => open(column.link!, record.id)} sx={{ textAlign: 'left' }}>
                <CellValue column={column} />
              </Link>
            ) : (
              <CellValue column={column} />
            )
          }
        />
      ))}
      {hasActions && <DataTable.Col label={translate('actions.rowActions')} disableSort render={() => <RowActions config={config} />} />}
    </DataTable>
  );
};
