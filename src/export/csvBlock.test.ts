import { describe, expect, it } from 'vitest';
import { csvBlock, guardFormula } from './csvBlock';

const columns = [
  { key: 'name', label: 'File Name' },
  { key: 'n', label: 'Accepted' },
];

describe('csvBlock', async () => {
  it('writes a header line and one line per row, in column order', async () => {
    expect(
      await csvBlock(columns, [
        { n: '5', name: 'a.csv' },
        { name: 'b.csv', n: '7' },
      ]),
    ).toBe('File Name,Accepted\na.csv,5\nb.csv,7');
  });

  it('writes only the header for no rows', async () => {
    expect(await csvBlock(columns, [])).toBe('File Name,Accepted');
  });

  it('quotes commas, quotes and line breaks', async () => {
    expect(await csvBlock(columns, [{ name: 'a,b "c"', n: '1' }])).toBe('File Name,Accepted\n"a,b ""c""",1');
  });

  it('never leaks extra keys into the header (fresh options per call)', async () => {
    const rows = [{ name: 'x', n: '1', extra: 'secret' }];
    expect(await csvBlock(columns, rows)).toBe('File Name,Accepted\nx,1');
    expect(await csvBlock(columns, rows)).toBe('File Name,Accepted\nx,1');
  });

  it('turns formulas into text', async () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) expect(guardFormula(bad)).toBe(`'${bad}`);
    expect(guardFormula('plain')).toBe('plain');
    expect(await csvBlock(columns, [{ name: '=HYPERLINK("http://x")', n: '1' }])).toBe(`File Name,Accepted\n"'=HYPERLINK(""http://x"")",1`);
  });

  it('quotes and guards header labels too', async () => {
    expect(
      await csvBlock(
        [
          { key: 'a', label: 'Remaining, Att 1' },
          { key: 'b', label: '=x' },
        ],
        [],
      ),
    ).toBe(`"Remaining, Att 1",'=x`);
  });
});
