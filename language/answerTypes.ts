// What a section or a form reads of a call's answer, where the answer is an object around it.

/** A call whose answer holds what is read in one of its fields. */
export interface AnswerField {
  /**
   * the field of the answer that holds what is read, where it is not the answer itself (an
   * account group's accounts, an API link's in-use flag)
   */
  field?: string;
}
