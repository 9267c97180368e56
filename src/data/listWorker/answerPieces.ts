// A large call answer crosses from the worker to the page in pieces: each long array of it (the
// answer itself, or a field of it such as a report's 10,000 call-program rows) in messages of
// ROWS_PER_MESSAGE items, then the rest. The page reads each message in a task of its own, so no
// one message holds it; put together again, the answer is the one the platform gave.
import { ROWS_PER_MESSAGE } from './protocol';

/** Items of one array of the answer: `field` names it, null is the answer itself. */
export interface AnswerPiece {
  field: string | null;
  items: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The answer's long arrays in pieces, in order, and the rest of it (those arrays left empty). */
export const splitAnswer = (answer: unknown, size = ROWS_PER_MESSAGE): { pieces: AnswerPiece[]; rest: unknown } => {
  const pieces: AnswerPiece[] = [];
  const cut = (field: string | null, items: unknown[]) => {
    for (let start = 0; start < items.length; start += size) pieces.push({ field, items: items.slice(start, start + size) });
  };
  if (Array.isArray(answer)) {
    if (answer.length <= size) return { pieces, rest: answer };
    cut(null, answer);
    return { pieces, rest: [] };
  }
  if (!isRecord(answer)) return { pieces, rest: answer };
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answer)) {
    if (Array.isArray(value) && value.length > size) {
      cut(field, value);
      rest[field] = [];
    } else rest[field] = value;
  }
  return { pieces, rest };
};

/** The answer again, from its rest and its pieces in the order they came. */
export const joinAnswer = (rest: unknown, pieces: readonly AnswerPiece[]): unknown => {
  if (pieces.length === 0) return rest;
  const arrays = new Map<string | null, unknown[]>();
  for (const { field, items } of pieces) {
    const array = arrays.get(field);
    if (array) for (const item of items) array.push(item);
    else arrays.set(field, [...items]);
  }
  if (Array.isArray(rest)) return arrays.get(null) ?? rest;
  const whole = { ...(rest as Record<string, unknown>) };
  for (const [field, array] of arrays) if (field !== null) whole[field] = array;
  return whole;
};
