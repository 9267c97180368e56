import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import type { ImportMetric } from '../../../schemas/index';
import { IMPORT_COLUMNS } from '../../dashboards/reportColumns';
import { loadTextPack } from '../../i18n/textPacks';
import { i18nProvider } from '../../i18n/i18nProvider';
import { ReportTable } from './ReportTable';
import { REPORT_PAGE_SIZE } from './reportPages';

beforeAll(() => loadTextPack('dashboards'));

const rows = (count: number): ImportMetric[] =>
  Array.from({ length: count }, (_, i) => ({ account_name: 'A', file_name: `file_${i + 1}.csv` }));

const show = (count: number) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <ReportTable schema="importMetric" columns={IMPORT_COLUMNS} rows={rows(count)} label="Imports Today" empty="None" />
    </I18nContextProvider>,
  );

// The table by its name, its rows by the DOM: a role query per row's cells took seconds of a busy
// machine's jsdom for a page of 50.
const files = () =>
  [...screen.getByRole('table', { name: 'Imports Today' }).querySelectorAll('tbody tr')].map(
    (r) => (r as HTMLTableRowElement).cells[1]?.textContent,
  );

describe('report table pages', () => {
  it(`shows up to ${REPORT_PAGE_SIZE} rows on one page, with no page controls`, () => {
    show(REPORT_PAGE_SIZE);
    expect(files()).toHaveLength(REPORT_PAGE_SIZE);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows more a page at a time; every row is on a page', async () => {
    show(2 * REPORT_PAGE_SIZE + 3);
    const pages = screen.getByRole('navigation', { name: 'Pages of Imports Today' });
    expect(within(pages).getByText('/ 3')).toBeInTheDocument();
    const seen = [...files()];
    expect(seen[0]).toBe('file_1.csv');
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    seen.push(...files());
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    seen.push(...files());
    expect(seen).toEqual(rows(2 * REPORT_PAGE_SIZE + 3).map((r) => r.file_name));
  });
});
