import { describe, expect, it } from 'vitest';
import { exportFileName, listCsv, ROWS_PER_PIECE } from './listCsv';

const columns = [
  { key: 'email', label: 'Email' },
  { key: 'enabled', label: 'Status' },
];
const cellText = (row: { email: string; enabled: boolean }, key: string) =>
  key === 'enabled' ? (row.enabled ? 'Enabled' : 'Disabled') : row.email;

describe('listCsv', () => {
  it('writes the header and each row as shown, formula-safe', async () => {
    const csv = await listCsv({
      columns,
      rows: [
        { email: 'ada@example.org', enabled: true },
        { email: '=HYPERLINK("x")', enabled: false },
      ],
      cellText,
    });
    expect(csv).toBe('Email,Status\nada@example.org,Enabled\n"\'=HYPERLINK(""x"")",Disabled\n');
  });

  it('writes a long list in pieces, one header, in order, telling its progress', async () => {
    const rows = Array.from({ length: ROWS_PER_PIECE * 2 + 5 }, (_, i) => ({ email: `u${i}@example.org`, enabled: i % 2 === 0 }));
    const done: number[] = [];
    const csv = await listCsv({ columns, rows, cellText, progress: (d) => done.push(d) });
    const lines = csv.trimEnd().split('\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[0]).toBe('Email,Status');
    expect(lines[ROWS_PER_PIECE + 1]).toBe(`u${ROWS_PER_PIECE}@example.org,Enabled`);
    expect(lines.at(-1)).toBe(`u${rows.length - 1}@example.org,Enabled`);
    expect(done).toHaveLength(3);
    expect(done.at(-1)).toBe(1);
  });

  it('writes the header alone for no rows', async () => {
    expect(await listCsv({ columns, rows: [], cellText })).toBe('Email,Status\n');
  });

  it('names the file after the screen and the time, without colons', () => {
    expect(exportFileName('users', new Date('2026-11-25T10:13:10.123Z'))).toBe('users-2026-11-25T10-13-10.csv');
  });
});
