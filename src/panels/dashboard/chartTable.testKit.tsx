// The report table as a person reads it, for the chart tests: each body row's cells by their
// column's label (a grouped column by its own label, "Att 1").
import { render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { ReportColumn } from '../../dashboards/reportColumns';
import type { SchemaName } from '../../engine/namedFieldLabel';
import { ReportTable } from './ReportTable';

export const tableCells = <Row,>(schema: SchemaName, columns: readonly ReportColumn<Row>[], rows: readonly Row[]) => {
  render(
    <I18nContextProvider value={i18nProvider}>
      <ReportTable schema={schema} columns={columns} rows={rows} label="Report" empty="None" />
    </I18nContextProvider>,
  );
  const table = screen.getByRole('table', { name: 'Report' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .filter((h) => !h.hasAttribute('colspan'))
    .map((h) => h.textContent!.trim());
  // The header rows list the ungrouped columns first, then the grouped ones under their group:
  // the columns' own order is what the body follows.
  const grouped = headers.filter((_, i) => i >= headers.length - columns.filter((c) => c.group).length);
  const ungrouped = headers.slice(0, headers.length - grouped.length);
  let u = 0;
  let g = 0;
  const labels = columns.map((c) => (c.group ? grouped[g++] : ungrouped[u++]));
  return within(table)
    .getAllByRole('row')
    .slice(columns.some((c) => c.group) ? 2 : 1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return Object.fromEntries(labels.map((label, i) => [label, cells[i].textContent!.trim()]));
    });
};
