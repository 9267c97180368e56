// Record keeping that depends on who calls, or that keeps more than trimmed text, for the demo
// platform (part of RecordKeeping, language/recordTypes.ts): the rows a caller's role sees,
// partial updates, true/false fields, ids in one sequence across
// collections.
import type { ValidatorName } from '../schemas/validators';

export interface RecordCallers {
  /**
   * What callers of a role see and make: only the records whose fields equal `sees` (any other
   * is 404 to them, and missing from their list); their creates pass `validator` instead, and
   * the records they create or clone start with `starts` besides the declaration's own.
   * @kept the SISL admins see and make only SISL users, through the users' calls (the SISL Users screen)
   */
  views?: readonly {
    /** @kept the SISL admins are the role whose view of the users differs */
    role: string;
    /** @kept a SISL admin sees only SISL users */
    sees: Readonly<Record<string, unknown>>;
    /** @kept a SISL admin's new user passes the SISL user's checks, not staff's */
    validator?: ValidatorName;
    /** @kept a SISL admin's new user starts as a SISL user */
    starts?: Readonly<Record<string, unknown>>;
  }[];
  /**
   * an update leaves the fields its body leaves out (absent or null) as they are
   * @kept the platform's login update leaves out what its body leaves out (users, API clients: one declaration)
   */
  partial?: boolean;
  /**
   * fields stored as true or false (the body's true, false, 1 or 0; else 400 '<title> must be
   * true or false'); a new record left without one takes the value given here
   * @kept the platform keeps a login's enabled as true or false (users, API clients: one declaration)
   */
  booleans?: Readonly<Record<string, boolean>>;
  /**
   * new ids: from `from` up, in one sequence across the `across` collections besides this one,
   * kept under the `also` names too (every id is new: server/idMarks.ts)
   * @kept users and API clients are both logins, numbered in one sequence (one declaration)
   */
  ids?: {
    /** @kept login ids start at 1000, as the platform's do */
    from?: number;
    /** @kept a user's and an API client's ids never collide: one sequence across both collections */
    across?: readonly string[];
    /** @kept a login's id is answered as login_id and as id */
    also?: readonly string[];
    /**
     * a field given a random key when the record is made (never answered): no record made later
     * under the same id has it
     * @kept a token names its login by id and this key, so a deleted login's token never works for another
     */
    key?: string;
  };
}
