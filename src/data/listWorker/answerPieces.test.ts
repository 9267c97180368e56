import { describe, expect, it } from 'vitest';
import { joinAnswer, splitAnswer } from './answerPieces';

const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ tag, i }));

describe('a call answer in pieces', () => {
  it('cuts each long array of an answer into pieces of at most the size, and puts the same answer together again', () => {
    const answer = { period: 'today', import_metrics: rows(3, 'import'), call_program_metrics: rows(10, 'call') };
    const { pieces, rest } = splitAnswer(answer, 4);
    expect(pieces.map((p) => [p.field, p.items.length])).toEqual([
      ['call_program_metrics', 4],
      ['call_program_metrics', 4],
      ['call_program_metrics', 2],
    ]);
    // The short array and the other fields travel with the rest.
    expect(rest).toEqual({ period: 'today', import_metrics: rows(3, 'import'), call_program_metrics: [] });
    expect(joinAnswer(structuredClone(rest), structuredClone(pieces))).toEqual(answer);
  });

  it('cuts a long array answer itself, and leaves a short answer or a plain value whole', () => {
    const long = rows(9, 'row');
    const split = splitAnswer(long, 4);
    expect(split.pieces.map((p) => [p.field, p.items.length])).toEqual([
      [null, 4],
      [null, 4],
      [null, 1],
    ]);
    expect(joinAnswer(split.rest, split.pieces)).toEqual(long);
    expect(splitAnswer(rows(4, 'row'), 4)).toEqual({ pieces: [], rest: rows(4, 'row') });
    expect(splitAnswer('text', 4)).toEqual({ pieces: [], rest: 'text' });
    expect(splitAnswer(undefined, 4)).toEqual({ pieces: [], rest: undefined });
    expect(joinAnswer({ a: 1 }, [])).toEqual({ a: 1 });
  });
});
