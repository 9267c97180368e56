// The writer keeps order, shares a flush between the lines that arrive while one runs, runs steps
// between the lines around them, and fails only the lines of a flush that failed.
import { describe, expect, it } from 'vitest';
import { createWriter } from './writer';

describe('createWriter', () => {
  it('writes in order, several lines a flush, steps in their place', async () => {
    const flushes: string[] = [];
    const writer = createWriter(async (text) => {
      await new Promise((r) => setTimeout(r, 5));
      flushes.push(text);
    });
    const done = [writer.append('a\n'), writer.append('b\n'), writer.step(async () => void flushes.push('step')), writer.append('c\n')];
    const more = writer.append('d\n');
    await Promise.all([...done, more, writer.drain()]);
    // 'a' went at once; 'b' waited for it; the step came after 'b'; 'c' and 'd' shared a flush.
    expect(flushes).toEqual(['a\n', 'b\n', 'step', 'c\nd\n']);
  });

  it('fails the lines of a failed flush and goes on with the next ones', async () => {
    let fail = true;
    const writer = createWriter(async () => {
      if (fail) throw new Error('disk full');
    });
    const first = writer.append('a\n');
    await expect(first).rejects.toThrow('disk full');
    fail = false;
    await expect(writer.append('b\n')).resolves.toBeUndefined();
  });
});
