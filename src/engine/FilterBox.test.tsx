// The filter box sends every keystroke to the list, which echoes it back a moment later (through
// the address). On a busy machine an echo can arrive after more letters were typed; the box must
// not take those letters back, yet still follow a filter changed elsewhere (Back/Forward).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider, ListContextProvider, type ListControllerResult } from 'react-admin';
import { FilterBox } from './FilterBox';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, table: { filter: 'Filter' } }), 'en');

/** The box inside a list whose filter is `q`, as react-admin's list context would give it. */
const box = (q: string | undefined, setFilters: ListControllerResult['setFilters']) => (
  <I18nContextProvider value={i18n}>
    <ListContextProvider value={{ filterValues: q === undefined ? {} : { q }, setFilters } as unknown as ListControllerResult}>
      <FilterBox />
    </ListContextProvider>
  </I18nContextProvider>
);

describe('FilterBox', () => {
  it('keeps letters typed while the list echoes an earlier keystroke, and follows a change from elsewhere', () => {
    const setFilters = vi.fn();
    const { rerender } = render(box(undefined, setFilters));
    const input = screen.getByRole('textbox', { name: 'Filter' });
    for (const typed of ['w', 'wi', 'wid']) fireEvent.change(input, { target: { value: typed } });
    expect(setFilters.mock.calls.map(([filter]) => filter.q)).toEqual(['w', 'wi', 'wid']);

    rerender(box('w', setFilters)); // the late echo of the first keystroke
    expect(input).toHaveValue('wid');
    rerender(box('wid', setFilters)); // the echo of the last one (the middle one folded into it)
    expect(input).toHaveValue('wid');
    rerender(box('zz', setFilters)); // Back to an address with another filter
    expect(input).toHaveValue('zz');
    rerender(box(undefined, setFilters)); // Back to no filter
    expect(input).toHaveValue('');
  });
});
