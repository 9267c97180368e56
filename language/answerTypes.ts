// What a screen, a section or a form reads of the records a call answers: the call, the field
// that names each record, and the field of an object answer that holds what is read.

/** A declaration that makes one of the screen's calls. */
export interface OneCall {
  /**
   * endpoint key of the call (a key of the screen's `endpoints`). A form's submit defaults by
   * mode (insert → create, edit → update, delete → delete). A step calls it, or its `step`, a
   * named save step of schemas/rules/saveSteps.ts given the params; a step calling the screen's
   * `get` reads the saved record again: its answer is `saved` for the steps after it and the
   * success text.
   */
  endpoint: string;
}

/** Records told apart by one of their fields. */
export interface Identified {
  /** the field that identifies a record: a screen's in paths (`:id`), an item section's item */
  idField: string;
}

/** A call whose answer holds what is read in one of its fields. */
export interface AnswerField {
  /**
   * the field of the answer that holds what is read, where it is not the answer itself (an
   * account group's accounts, an API link's in-use flag)
   */
  field?: string;
}
