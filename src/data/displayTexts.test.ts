import { describe, expect, it, vi } from 'vitest';
import { CHUNK, displayedOtherwise, displayTable, displayText, plainText, SAMPLE, type Displays } from './displayTexts';

const rows = (count: number, value: (i: number) => unknown) => Array.from({ length: count }, (_, i) => ({ v: value(i) }));
/** The page: Enabled/Disabled for booleans, "day …" for dates, anything else as it is. */
const page = vi.fn<Displays>(async (_, values) =>
  displayedOtherwise(
    (v) => (typeof v === 'boolean' ? (v ? 'Enabled' : 'Disabled') : String(v).startsWith('2026') ? `day ${v}` : plainText(v)),
    values,
  ),
);

describe('display texts', () => {
  it('asks the page once about a column of few values; only the values that read otherwise are kept', async () => {
    page.mockClear();
    const table = await displayTable(
      rows(1000, (i) => [true, false, 'true', null][i % 4]),
      'v',
      page,
    );
    expect(page).toHaveBeenCalledTimes(1);
    expect(page.mock.calls[0][1]).toEqual([true, false, 'true', null]);
    expect([true, false, 'true', null, undefined].map((v) => displayText(table, v))).toEqual(['Enabled', 'Disabled', 'true', '', '']);
  });

  it('asks about a sample only where the sample reads as plain text (names, numbers)', async () => {
    page.mockClear();
    const table = await displayTable(
      rows(50_000, (i) => `name ${i}`),
      'v',
      page,
    );
    expect(page).toHaveBeenCalledTimes(1);
    expect(page.mock.calls[0][1]).toHaveLength(SAMPLE);
    expect(table.size).toBe(0);
  });

  it('asks about every value, a chunk at a time, where the sample reads otherwise (dates)', async () => {
    page.mockClear();
    const count = SAMPLE + 2 * CHUNK + 5;
    const table = await displayTable(
      rows(count, (i) => `2026-${i}`),
      'v',
      page,
    );
    expect(page.mock.calls.map(([, values]) => values.length)).toEqual([SAMPLE, CHUNK, CHUNK, 5]);
    expect(displayText(table, `2026-${count - 1}`)).toBe(`day 2026-${count - 1}`);
  });

  it('tells arrays apart by content, and reads them as the table does', async () => {
    page.mockClear();
    const table = await displayTable(
      rows(4, (i) => (i % 2 ? [1, 2] : [3])),
      'v',
      page,
    );
    expect(page.mock.calls[0][1]).toEqual([[3], [1, 2]]);
    expect(displayText(table, [1, 2])).toBe('1, 2');
  });
});
