// Fields a record declaration keeps in a form of its own (language/recordTypes.ts `codecs`):
// what the body sends is kept another way, and the answers give fields worked out from it.
// Named here and in language/recordCodecNames.ts; the type check holds the two together.
import type { RecordCodecName } from '../../language/recordCodecNames';
import type { DashboardFilter } from '../../schemas/index';
import { parseFilters } from '../../schemas/rules/dashboardFilters';
import { echo } from '../../schemas/rules/echo';
import { badRequest } from '../http';
import type { IdSequence } from '../idMarks';
import { nextId } from '../store';
import type { DashboardFilterRecord, DashboardProgramRecord } from '../types';

type Row = Record<string, unknown>;

/** What a codec may read: the platform's collections, the declaring screen's rows and id field. */
export interface CodecTools {
  collection: (name: string) => Row[];
  rows: () => Row[];
  idField: string;
  /** the sequence of the rows it numbers by `id` inside the records (their highest id now given): no number handed out twice */
  sequence: (id: string, highest: number) => IdSequence;
}

export interface RecordCodec {
  /** the value kept for what the body sent (after the validator); a 400 when it names what is not there */
  store: (sent: unknown, tools: CodecTools) => unknown;
  /** the answer fields this codec gives */
  answers: readonly string[];
  /** those fields for a stored record */
  answer: (row: Row, stored: unknown, tools: Omit<CodecTools, 'sequence'>) => Row;
  /** the value a clone keeps (a copy of the stored one without it) */
  copy?: (stored: unknown, tools: CodecTools) => unknown;
  /** the sequence of the numbers it gives (noted at start: server/records/recordIds.ts) */
  ids?: (tools: CodecTools) => IdSequence;
}

const filtersOf = (stored: unknown) => (Array.isArray(stored) ? (stored as DashboardFilterRecord[]) : []);
/** Filters are numbered in one sequence across every dashboard, no number twice. */
const filterIds = ({ rows, sequence }: CodecTools) =>
  sequence(
    'engagement_dashboard_filter_id',
    nextId(
      rows().flatMap((r) => filtersOf(r.filters)),
      'engagement_dashboard_filter_id',
    ) - 1,
  );

/**
 * An engagement dashboard's filters: sent as JSON text of accounts with their programs, kept as
 * account ids with program ids (each account must exist, each program be one of its account's;
 * numbered anew in one sequence across every dashboard), answered as JSON text with the names
 * (`dashboard_filters`) and as the list of account ids.
 */
const dashboardFilters: RecordCodec = {
  store: (sent, tools) => {
    const { collection } = tools;
    const programs = collection('dashboardPrograms') as unknown as DashboardProgramRecord[];
    const filters = (parseFilters(sent) ?? []).map((f) => {
      const accountId = Number(f.account_id);
      const account = collection('accounts').find((a) => a.account_id === accountId);
      if (!account) throw badRequest(`Account ${echo(accountId)} does not exist`);
      const programIds = [...new Set((f.programs ?? []).map((p) => Number(p.program_id)))];
      for (const id of programIds)
        if (!programs.some((p) => p.program_id === id && p.account_id === accountId))
          throw badRequest(`Program ${echo(id)} is not a program of ${echo(account.account_name)}`);
      return { account_id: accountId, program_ids: programIds };
    });
    // Numbered once every filter is found good: a refused body hands out no number.
    const ids = filterIds(tools);
    return filters.map((f): DashboardFilterRecord => ({ engagement_dashboard_filter_id: ids.next(), ...f }));
  },
  // A clone's filters are the original's under new numbers.
  copy: (stored, tools) => {
    const ids = filterIds(tools);
    return filtersOf(stored).map((f) => ({ ...f, engagement_dashboard_filter_id: ids.next(), program_ids: [...f.program_ids] }));
  },
  ids: filterIds,
  answers: ['dashboard_filters', 'account_ids'],
  answer: (row, stored, { collection, idField }) => {
    const programs = new Map((collection('dashboardPrograms') as unknown as DashboardProgramRecord[]).map((p) => [p.program_id, p]));
    const names = new Map(collection('accounts').map((a) => [a.account_id, a.account_name]));
    const filters: DashboardFilter[] = filtersOf(stored).map((f) => ({
      engagement_dashboard_filter_id: f.engagement_dashboard_filter_id,
      engagement_dashboard_id: row[idField] as number,
      account_id: f.account_id,
      account_name: String(names.get(f.account_id) ?? f.account_id),
      programs: f.program_ids.flatMap((id) => {
        const p = programs.get(id);
        return p
          ? [
              {
                program_id: p.program_id,
                program_type: p.program_type,
                program_name: p.program_name,
                engagement_dashboard_filter_id: f.engagement_dashboard_filter_id,
              },
            ]
          : [];
      }),
    }));
    return { dashboard_filters: JSON.stringify(filters), account_ids: filtersOf(stored).map((f) => f.account_id) };
  },
};

export const RECORD_CODECS = { dashboardFilters } as const satisfies Record<RecordCodecName, RecordCodec>;
