// What the tracker finds must be exactly what changed: random sequences of the mutations routes
// make (rows added, removed, filtered, replaced, changed in place and named, moved, reordered;
// keys added and removed; meta changed), each taken change applied to a copy as parsed from its
// journal line, the copy equal to the live data after every step.
import { describe, expect, it } from 'vitest';
import { applyChange, type Change } from './apply';
import { trackChanges, UnknownRecord } from './changes';

type Row = { id: number; name: string; tags: number[] };
type Data = Record<string, unknown> & { meta: { at: number } };

const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('trackChanges', () => {
  it('finds every change of random write sequences', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const rnd = random(seed);
      let next = 1;
      const row = (): Row => ({ id: next, name: `r${next++}`, tags: [] });
      const data: Data = { a: Array.from({ length: 20 }, row), b: Array.from({ length: 200 }, row), meta: { at: 0 } };
      const tracker = trackChanges(data);
      tracker.reset();
      const copy = JSON.parse(JSON.stringify(data)) as Data;
      for (let step = 0; step < 60; step++) {
        const named: object[] = [];
        const keys = Object.keys(data).filter((k) => Array.isArray(data[k]));
        const key = keys[Math.floor(rnd() * keys.length)];
        const list = data[key] as Row[];
        const at = Math.floor(rnd() * (list.length + 1));
        const kind = Math.floor(rnd() * 12);
        if (kind === 0) list.push(row());
        else if (kind === 1) list.splice(at, 0, row(), row());
        else if (kind === 2 && list.length > 0) list.splice(at % list.length, 1);
        else if (kind === 3) data[key] = list.filter(() => rnd() > 0.3);
        else if (kind === 4 && list.length > 0) list[at % list.length] = row();
        else if (kind === 5 && list.length > 0) {
          const target = list[at % list.length];
          target.name = `changed ${step}`;
          target.tags.push(step);
          named.push(target);
        } else if (kind === 6) data[key] = [...list].reverse();
        else if (kind === 7) data[`k${step}`] = [row()];
        else if (kind === 8 && keys.length > 1) delete data[key];
        else if (kind === 9) data.meta.at = step;
        else if (kind === 10 && list.length > 1) {
          // moved to another array, changed on the way
          const [moved] = list.splice(at % list.length, 1);
          moved.name = 'moved';
          (data[keys[(keys.indexOf(key) + 1) % keys.length]] as Row[]).push(moved);
          named.push(moved);
        } else if (kind === 11) {
          // a row changed and then removed in the same commit
          const target = list[at % Math.max(1, list.length)];
          if (target) {
            target.name = 'gone';
            named.push(target);
            data[key] = list.filter((r) => r !== target);
          }
        }
        const change = tracker.take(named);
        if (change) applyChange(copy, JSON.parse(JSON.stringify(change)) as Change);
        expect(copy, `seed ${seed} step ${step}`).toEqual(JSON.parse(JSON.stringify(data)));
      }
    }
  });

  it('answers null when nothing changed, and only the rows that did otherwise', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    const data: Record<string, unknown> = { rows, meta: {} };
    const tracker = trackChanges(data);
    tracker.reset();
    expect(tracker.take([])).toBeNull();
    rows[1].name = 'c';
    rows.push({ id: 3, name: 'd' });
    expect(tracker.take([rows[1]])).toEqual({ rows: { i: [[2, rows[2]]], u: [[1, rows[1]]] } });
  });

  it('refuses to name a record it does not hold', () => {
    const data: Record<string, unknown> = { rows: [{ id: 1 }], meta: {} };
    const tracker = trackChanges(data);
    tracker.reset();
    expect(() => tracker.take([{ id: 1 }])).toThrow(UnknownRecord);
  });
});
