// Record keeping that depends on who calls, or that keeps more than trimmed text, for the demo
// platform (part of RecordKeeping, language/recordTypes.ts): the rows a caller's role sees, the
// list kept between calls, partial updates, letter case, true/false fields, a secret kept as a
// hash, ids in one sequence across collections, the rows deleted with a record, and the
// hand-written part a declaration may name (the logins' grants).
import type { ValidatorName } from '../schemas/validators';
import type { RecordHookName } from './recordHookNames';

export interface RecordCallers {
  /**
   * What callers of a role see and make: only the records whose fields equal `sees` (any other
   * is 404 to them, and missing from their list); their creates pass `validator` instead, and
   * the records they create or clone start with `starts` besides the declaration's own.
   * @kept the SISL admins see and make only SISL users, through the users' calls (the SISL Users screen)
   */
  views?: readonly {
    role: string;
    sees: Readonly<Record<string, unknown>>;
    validator?: ValidatorName;
    starts?: Readonly<Record<string, unknown>>;
    /** their creates leave out the hook's part (the console adds it by a later call) */
    createsBare?: boolean;
  }[];
  /**
   * The list's answer is kept between calls (server/answerCache.ts: large lists only, forgotten
   * at every write), one per view, and worked out when the platform starts.
   */
  kept?: boolean;
  /** an update leaves the fields its body leaves out (absent or null) as they are */
  partial?: boolean;
  /** text fields stored in capitals */
  upperCase?: readonly string[];
  /** the value a new record's text field takes when its create body leaves it blank */
  defaults?: Readonly<Record<string, string>>;
  /**
   * fields stored as true or false (the body's true, false, 1 or 0; else 400 '<title> must be
   * true or false'); a new record left without one takes the value given here
   */
  booleans?: Readonly<Record<string, boolean>>;
  /** a secret kept as its hash in `field`, from the first of the body's `from` fields given (null when none is) */
  hashed?: { field: string; from: readonly string[] };
  /**
   * new ids: from `from` up, in one sequence across the `across` collections besides this one,
   * kept under the `also` names too
   */
  ids?: { from?: number; across?: readonly string[]; also?: readonly string[] };
  /**
   * The hand-written part of a record's keeping (server/records/recordHooks.ts), by name: what a create
   * and an update do besides the fields, answer fields of its own, and calls of its own.
   */
  hook?: RecordHookName;
}
