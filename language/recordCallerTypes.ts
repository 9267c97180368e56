// Record keeping that keeps more than trimmed text, for the demo platform (part of
// RecordKeeping, language/recordTypes.ts): partial updates, true/false fields, ids in one
// sequence across collections. What a caller sees of the records is its screen's hook's `view`
// (server/records/recordHookTypes.ts).

export interface RecordCallers {
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
