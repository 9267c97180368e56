// What a screen, a section or a form says of a call: which call, the check before it, and what
// it reads of the records the call answers (the field that names each, the field of an object
// answer that holds what is read).
import type { ValidatorName } from '../schemas/validators';

/** A declaration that makes one of the screen's calls. */
export interface OneCall {
  /**
   * endpoint key of the call (a key of the screen's `endpoints`). A form's submit defaults by
   * mode: the call of the same name (`create`, `delete`), `update` for `edit`. A step calls it, or its `step`, a
   * named save step of schemas/rules/saveSteps.ts given its `from` values; a step calling the screen's
   * `get` reads the saved record again: its answer is `saved` for the steps after it and the
   * success text. A table of rows reads its saved rows from it before the form shows.
   */
  endpoint: string;
}

/** A declaration whose call is checked first, by the same validator the platform runs. */
export interface Checked {
  /**
   * validator name (shared/validation) run before the call, so the console and the platform share
   * its messages: a form's and a step's on the body plus its `from` entries read for the check (`{ check }`; a step's with the
   * form, its message after the form's own); a picker section's before adding, on
   * `{ account_id, assigned_count }`, `{ [idField]: picked id }` or the new IP range (its messages
   * say "pick first" and any limit, or "start after end")
   */
  validator: ValidatorName;
}

/** Records told apart by one of their fields. */
export interface Identified {
  /** the field that identifies a record: a screen's in paths (`:id`), an item section's item */
  idField: string;
}
