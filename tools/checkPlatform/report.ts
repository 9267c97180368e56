// How the platform check says what it found: one line per call, then a summary.
import type { CallResult } from './checkReads';

const MARK = { ok: 'ok', differs: 'DIFFERS', skipped: 'skipped' } as const;

export const resultLines = (result: CallResult): string[] => {
  const [first = '', ...more] = result.notes;
  return [`${MARK[result.outcome].padEnd(8)}${result.call}  ${first}`.trimEnd(), ...more.map((note) => `          ${note}`)];
};

export const summaryLine = (results: readonly CallResult[]): string => {
  const count = (outcome: CallResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const differs = count('differs');
  return (
    `${results.length} calls: ${count('ok')} ok, ${differs} with a difference, ${count('skipped')} not made` +
    (differs ? '' : ' — every call made answers as the console expects')
  );
};

/** A progress bar on one line of a terminal. */
export const progressBar = (done: number, total: number, call: string, width = 30): string => {
  const filled = total ? Math.round((done / total) * width) : width;
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${call}`.slice(0, 120).padEnd(120);
};
