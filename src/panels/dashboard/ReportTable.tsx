// A report table: column labels from the metric schema, a spanning header over grouped columns
// ("Remaining": Att 1, Att 2, Att 3), and a traffic light in the call-program Status column.
// Past REPORT_PAGE_SIZE rows it shows them a page at a time (a dashboard of 200 accounts of 50
// programs has 10,000): drawing them all at once would hold the page for seconds. The page stays
// through a refresh. The body's rows are plain <tr>/<td> styled once for the body, as the lists'
// are (src/engine/tableBodyStyle.ts): as MUI's TableRow and TableCell, each resolving its own
// styles, two pages of 50 rows of 10 to 13 cells took a good part of the report's drawing.
import { useState, type ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cellText, type ReportColumn } from '../../dashboards/reportColumns';
import { namedFieldLabel, type SchemaName } from '../../engine/namedFieldLabel';
import { PageControls } from '../../engine/PageControls';
import { tableBodyStyle } from '../../engine/tableBodyStyle';
import { REPORT_PAGE_SIZE } from './reportPages';

interface Props<Row> {
  schema: SchemaName;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  label: string;
  empty: string;
  /** replaces a cell's text (the status light) */
  renderCell?: (column: ReportColumn<Row>, row: Row, text: string) => ReactNode;
}

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
const RIGHT = { textAlign: 'right' } as const;

export const ReportTable = <Row,>({ schema, columns, rows, label, empty, renderCell }: Props<Row>) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  // Fewer rows than before (another import type): the last page there is.
  const shownPage = Math.min(page, pages);
  const shown = rows.length > REPORT_PAGE_SIZE ? rows.slice((shownPage - 1) * REPORT_PAGE_SIZE, shownPage * REPORT_PAGE_SIZE) : rows;
  const grouped = columns.some((c) => c.group);
  const labelOf = (c: ReportColumn<Row>) => namedFieldLabel(translate, schema, c.field);
  // First header row: ungrouped columns span both rows; each group gets one spanning cell.
  const firstRow: ReactNode[] = [];
  columns.forEach((c, i) => {
    if (!c.group)
      firstRow.push(
        <TableCell key={c.field} rowSpan={grouped ? 2 : 1} align={c.numeric ? 'right' : 'left'} sx={head}>
          {labelOf(c)}
        </TableCell>,
      );
    else if (columns[i - 1]?.group !== c.group) {
      const span = columns.filter((x) => x.group === c.group).length;
      firstRow.push(
        <TableCell key={`group-${c.group}`} colSpan={span} align="center" sx={head}>
          {translate(`dashboards.report.${c.group}`)}
        </TableCell>,
      );
    }
  });
  return (
    <>
      {/* A table wider than the dialog scrolls: keyboard users reach its overflow by focusing it. */}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{firstRow}</TableRow>
            {grouped && (
              <TableRow>
                {columns
                  .filter((c) => c.group)
                  .map((c) => (
                    <TableCell key={c.field} align="right" sx={head}>
                      {labelOf(c)}
                    </TableCell>
                  ))}
              </TableRow>
            )}
          </TableHead>
          <TableBody sx={tableBodyStyle}>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>
                  <Box sx={{ color: 'text.secondary' }}>{empty}</Box>
                </td>
              </tr>
            )}
            {shown.map((row, i) => (
              <tr key={i}>
                {columns.map((c) => {
                  const text = cellText(c, row, translate);
                  return (
                    <td key={c.field} style={c.numeric ? RIGHT : undefined}>
                      {renderCell ? renderCell(c, row, text) : text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pages > 1 && (
        <Box
          component="nav"
          aria-label={translate('dashboards.report.pages', { table: label })}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, py: 1 }}
        >
          <PageControls
            page={shownPage}
            pages={pages}
            onPage={setPage}
            pagesLabel={translate('dashboards.paginator.total', { total: pages })}
          />
        </Box>
      )}
    </>
  );
};
