// A damaged journal stops the start: the platform guesses nothing and rewrites or removes no
// file, since what follows the damage holds acknowledged writes. The message names the file and
// line, and what the operator can do: restore the file, or knowingly give up what follows.
import { basename } from 'node:path';
import { segmentPath } from './segments';

export class JournalDamaged extends Error {}

export interface Damage {
  /** the segment where the damage is */
  segment: number;
  /** its line (from 1), none when the segment itself is missing */
  line?: number;
  /** what is wrong */
  why: string;
  /** the last segment there is, when it comes after this one */
  last?: number;
}

export const journalDamaged = (dir: string, { segment, line, why, last }: Damage): JournalDamaged => {
  const path = segmentPath(dir, segment);
  const name = basename(path);
  const where = line === undefined ? path : `${path}, line ${line}`;
  const giveUp = line === undefined ? `create ${name} empty` : `cut ${name} just before line ${line}`;
  const later =
    last !== undefined && last > segment
      ? ` and remove ${basename(segmentPath(dir, segment + 1))}${last > segment + 1 ? ` to ${basename(segmentPath(dir, last))}` : ''}`
      : '';
  return new JournalDamaged(
    `The journal is damaged at ${where}: ${why}. The platform does not start with a damaged journal, and it rewrote or removed no file. ` +
      `Keep the data file and the platform.journal.* files beside it as they are (copy them somewhere safe), then either ` +
      `restore ${name} from a backup and start again, or, giving up every change from there on, ${giveUp}${later}; ` +
      `npm run demo:reset starts over from the fixtures.`,
  );
};
