// "Select all N matching" selects the rows of the filter shown: rows asked for under a filter the
// list has left meanwhile (typed on, Back) are not selected, since none of them might be shown.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListContextProvider, type Identifier, type ListControllerResult } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { SYS_ADMIN } from '../../../language/roles';
import { createDataProvider } from '../../data/dataProvider';
import { allTexts } from '../../i18n/en/all';
import { gadgets } from '../__fixtures__/gadgets';
import { bulkActionsOf } from './bulkActions';
import { BulkBar } from './BulkBar';
import type { BulkHost } from './bulkHost';

const i18n = polyglotI18nProvider(() => allTexts, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

const setUp = () => {
  let answer!: (ids: Identifier[]) => void;
  const dataProvider = {
    ...createDataProvider([gadgets], async () => []),
    matchingIds: () => new Promise<Identifier[]>((resolve) => (answer = resolve)),
  };
  const host: BulkHost = {
    actions: bulkActionsOf(gadgets, SYS_ADMIN),
    select: vi.fn(),
    keep: vi.fn(),
    nameOf: (_, id) => String(id),
    refresh: vi.fn(),
    holdOpen: vi.fn(),
  };
  const bar = (filterValues: Record<string, unknown>) => (
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
        <ListContextProvider value={{ total: 3, filterValues, data: [{ id: 1 }] } as unknown as ListControllerResult}>
          <BulkBar config={gadgets} selected={new Set([1])} host={host} />
        </ListContextProvider>
      </AdminContext>
    </MemoryRouter>
  );
  const view = render(bar({ q: 'g' }));
  return { host, answer: (ids: Identifier[]) => answer(ids), rerender: (filter: Record<string, unknown>) => view.rerender(bar(filter)) };
};

describe('Select all matching', () => {
  it('selects every row of the filter shown', async () => {
    const { host, answer } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 3 matching' }));
    answer([1, 2, 3]);
    await waitFor(() => expect(host.select).toHaveBeenCalledWith([1, 2, 3]));
  });

  it('selects nothing once the list has left the filter the rows were asked for', async () => {
    const { host, answer, rerender } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 3 matching' }));
    rerender({ q: 'gx' });
    answer([1, 2, 3]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select all 3 matching' })).toBeEnabled());
    expect(host.select).not.toHaveBeenCalled();
  });
});
