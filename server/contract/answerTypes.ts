// How a hand-written route declares its success answer for the contract document
// (server/contract/openapi.ts): beside the code that writes it, once. A schema may hold the
// very schemas of schemas/ (each becomes a reference to its component), and `{ record: true }`
// stands for the record the call's declaration keeps, as its read answers it.

/** A JSON Schema of an answer (or `{ record: true }`: the declaration's record). */
export type AnswerSchema = Readonly<Record<string, unknown>>;

export interface DeclaredAnswer {
  status: 200 | 201;
  description: string;
  schema: AnswerSchema;
  /** the schemas of path parameters that are not a record's id (their values), by name */
  params?: Readonly<Record<string, AnswerSchema>>;
}

/** A route module's answers, by the call as its router spells it: `'PUT /tools/auth/cache'`. */
export type RouteAnswers = Readonly<Record<string, DeclaredAnswer>>;

/** The answer is the record the call's declaration keeps, as its read answers it. */
export const RECORD_ANSWER: AnswerSchema = { record: true };
