// The report's CSV download: Dashboard-<timestamp>.csv with commented
// header lines, then a summary and a detail block for the imports and for the call programs;
// rates carry '%'. The blocks hold what the screen shows (the chosen import type and period).
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import type { Translate } from '../engine/translate';
import { namedFieldLabel, type SchemaName } from '../engine/namedFieldLabel';
import { csvBlock, csvTextLine, type CsvColumn } from '../export/csvBlock';
import { formatRate } from '../../shared/dashboards/rates';
import { CALL_PROGRAM_COLUMNS, IMPORT_COLUMNS, cellText, type ReportColumn } from './reportColumns';
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

const tileBlock = (tiles: readonly Tile[], translate: Translate) =>
  csvBlock(
    tiles.map((t) => ({ key: t.key, label: translate(`dashboards.report.tiles.${t.key}`) })),
    [Object.fromEntries(tiles.map((t) => [t.key, t.rate ? `${formatRate(t.value)}%` : String(t.value)]))],
  );

const detailBlock = <Row>(schema: SchemaName, columns: readonly ReportColumn<Row>[], rows: readonly Row[], translate: Translate) => {
  const csvColumns: CsvColumn[] = columns.map((c) => {
    const label = namedFieldLabel(translate, schema, c.field);
    return { key: c.field, label: c.group ? translate('dashboards.csv.remaining', { attempt: label }) : label };
  });
  const lines = rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.field, c.rate ? `${cellText(c, row, translate)}%` : cellText(c, row, translate)])),
  );
  return csvBlock(csvColumns, lines);
};

/**
 * The comment lines and block titles are each one CSV cell (csvTextLine): a line break in a name
 * stays on its line, and a comma in it cannot start a cell of its own.
 */
export const buildDashboardCsv = async (input: DashboardCsvInput, translate: Translate): Promise<string> => {
  const period = translate(`dashboards.report.${input.period}`);
  const header = [
    translate('dashboards.csv.title', { name: input.name }),
    translate('dashboards.csv.accounts', { ids: input.accountIds.join(', ') }),
    translate('dashboards.csv.generated', { timestamp: readableStamp(input.generatedAt) }),
    translate('dashboards.csv.importType', { type: input.importType }),
    translate('dashboards.csv.period', { period }),
  ]
    .map(csvTextLine)
    .join('\n');
  const titled = async (title: string, block: Promise<string>) => `${csvTextLine(title)}\n${await block}`;
  const blocks = await Promise.all([
    titled(translate('dashboards.csv.importSummary'), tileBlock(importTiles(input.imports), translate)),
    titled(translate('dashboards.csv.importDetail'), detailBlock('importMetric', IMPORT_COLUMNS, input.imports, translate)),
    titled(translate('dashboards.csv.callSummary', { period }), tileBlock(callProgramTiles(input.callPrograms), translate)),
    titled(
      translate('dashboards.csv.callDetail', { period }),
      detailBlock('callProgramMetric', CALL_PROGRAM_COLUMNS, input.callPrograms, translate),
    ),
  ]);
  return `${[header, ...blocks].join('\n\n')}\n`;
};
