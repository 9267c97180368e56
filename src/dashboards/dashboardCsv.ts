// The report's CSV download (seed 001 section 9): Dashboard-<timestamp>.csv with commented
// header lines, then a summary and a detail block for the imports and for the call programs;
// rates carry '%'. The blocks hold what the screen shows (the chosen import type and period).
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { namedFieldLabel, type SchemaName } from '../engine/namedFieldLabel';
import { csvBlock, type CsvColumn } from './csvBlock';
import { formatRate } from './rates';
import { CALL_PROGRAM_COLUMNS, IMPORT_COLUMNS, cellText, type ReportColumn, type Translate } from './reportColumns';
import { callProgramTiles, importTiles, type Tile } from './summary';

export type Period = 'today' | 'alltime';

export interface DashboardCsvInput {
  name: string;
  accountIds: readonly (number | string)[];
  generatedAt: Date;
  importType: string;
  period: Period;
  imports: readonly ImportMetric[];
  callPrograms: readonly CallProgramMetric[];
}

const two = (n: number) => String(n).padStart(2, '0');
const localParts = (d: Date) => ({
  date: `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}`,
  time: `${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`,
});

/** Dashboard-YYYYMMDDHHmmss.csv in the user's local time (the time they pressed the button). */
export const csvFileName = (at: Date): string => {
  const { date, time } = localParts(at);
  return `Dashboard-${date}${time}.csv`;
};

const readableStamp = (d: Date) =>
  `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

/** Comment values on one line: a name holding a line break must not start a row of its own. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F]+/g, ' ');

const tileBlock = (tiles: readonly Tile[], translate: Translate) =>
  csvBlock(
    tiles.map((t) => ({ key: t.key, label: translate(`dashboards.report.tiles.${t.key}`) })),
    [Object.fromEntries(tiles.map((t) => [t.key, t.rate ? `${formatRate(t.value)}%` : String(t.value)]))],
  );

const detailBlock = <Row,>(schema: SchemaName, columns: readonly ReportColumn<Row>[], rows: readonly Row[], translate: Translate) => {
  const csvColumns: CsvColumn[] = columns.map((c) => {
    const label = namedFieldLabel(translate, schema, c.field);
    return { key: c.field, label: c.group ? translate('dashboards.csv.remaining', { attempt: label }) : label };
  });
  const lines = rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.field, c.rate ? `${cellText(c, row, translate)}%` : cellText(c, row, translate)])),
  );
  return csvBlock(csvColumns, lines);
};

export const buildDashboardCsv = (input: DashboardCsvInput, translate: Translate): string => {
  const period = translate(`dashboards.report.${input.period}`);
  const header = [
    translate('dashboards.csv.title', { name: oneLine(input.name) }),
    translate('dashboards.csv.accounts', { ids: input.accountIds.join(', ') }),
    translate('dashboards.csv.generated', { timestamp: readableStamp(input.generatedAt) }),
    translate('dashboards.csv.importType', { type: oneLine(input.importType) }),
    translate('dashboards.csv.period', { period }),
  ].join('\n');
  const blocks = [
    header,
    `${translate('dashboards.csv.importSummary')}\n${tileBlock(importTiles(input.imports), translate)}`,
    `${translate('dashboards.csv.importDetail')}\n${detailBlock('importMetric', IMPORT_COLUMNS, input.imports, translate)}`,
    `${translate('dashboards.csv.callSummary', { period })}\n${tileBlock(callProgramTiles(input.callPrograms), translate)}`,
    `${translate('dashboards.csv.callDetail', { period })}\n${detailBlock('callProgramMetric', CALL_PROGRAM_COLUMNS, input.callPrograms, translate)}`,
  ];
  return `${blocks.join('\n\n')}\n`;
};
