// What a screen, a section or a form reads of the records a call answers: the field that names
// each, and the field of an object answer that holds what is read.

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
