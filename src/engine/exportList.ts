// What a list's Export button does, loaded on the first export (jsonexport stays off the first
// screen): every row that matches the list's filter, in its sort, all pages, the visible columns
// as the table shows them, downloaded as `<screen>-<timestamp>.csv`.
import type { SortPayload } from 'react-admin';
import type { ColumnConfig, ResourceConfig } from '../../language/types';
import type { SlinkDataProvider } from '../data/dataProvider';
import { downloadBlob } from '../export/downloadText';
import { exportFileName, listCsvPieces } from '../export/listCsv';
import { columnHeader } from './columnLabel';
import { cellText } from './formatValue';

interface Input {
  dataProvider: SlinkDataProvider;
  config: ResourceConfig;
  filter: Record<string, unknown>;
  sort: SortPayload;
  translate: (key: string, options?: Record<string, unknown>) => string;
  progress: (done: number) => void;
  /** the columns the list shows, in its order; the declared ones when absent */
  columns?: readonly ColumnConfig[];
}

export async function exportList({
  dataProvider,
  config,
  filter,
  sort,
  translate,
  progress,
  columns = config.list.columns,
}: Input): Promise<void> {
  const { data } = await dataProvider.getList(config.name, {
    pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
    sort,
    filter,
  });
  const byKey = new Map(columns.map((c) => [c.source, c]));
  // Each piece becomes bytes as it is made: one 100k-row text turned into a file at the end
  // held the page for 150 ms (bench/).
  const parts: Blob[] = [];
  await listCsvPieces(
    {
      columns: columns.map((c) => ({ key: c.source, label: columnHeader(translate, config.name, config.schema, c.source) })),
      rows: data as Record<string, unknown>[],
      cellText: (row, key) => cellText(translate, config.schema, byKey.get(key)!, row[key]),
      progress,
    },
    (piece) => parts.push(new Blob([piece])),
  );
  downloadBlob(exportFileName(config.name), new Blob(parts, { type: 'text/csv;charset=utf-8' }));
}
