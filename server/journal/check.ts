// A check of every commit while the data is small (a few milliseconds there): the data file and
// journal, replayed, must give the live data. A record changed in place but not named to commit()
// would be missing after a crash; the check finds it at once, and the store then writes the
// whole file, so nothing is lost. Tests (SLINK_STORE_CHECK=1) make it an error.
import { applyChange, type Change } from './apply';

type Data = Record<string, unknown>;

/** Data below this size (bytes of JSON) is checked on every commit. */
export const CHECK_LIMIT = 2_000_000;

export interface CommitCheck {
  /** null when the journal line, applied to what is stored, gives the live data; else what differs */
  verify(line: string): string | null;
  /** starts over from the live data (written whole) */
  reset(): void;
}

const copy = (data: Data): Data => JSON.parse(JSON.stringify(data)) as Data;

export const checkCommits = (data: Data): CommitCheck => {
  let stored = copy(data);
  return {
    verify(line) {
      // The line as written, never the live objects it was made of.
      applyChange(stored, JSON.parse(line) as Change);
      const keys = Object.keys(data);
      const differs = [...new Set([...keys, ...Object.keys(stored)])].filter(
        (key) => JSON.stringify(stored[key]) !== JSON.stringify(data[key]),
      );
      if (differs.length === 0 && keys.join() === Object.keys(stored).join()) return null;
      stored = copy(data);
      return `the journal misses a change of ${differs.join(', ') || 'the order of the collections'}`;
    },
    reset() {
      stored = copy(data);
    },
  };
};
