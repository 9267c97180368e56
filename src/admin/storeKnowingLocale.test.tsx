import { renderToString } from 'react-dom/server';
import { I18nContextProvider, memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LOCALE_KEY, storeKnowingLocale } from './storeKnowingLocale';

const i18n = { translate: (key: string) => key, changeLocale: () => Promise.resolve(), getLocale: () => 'en' };

/** What react-admin's i18n context draws in its first rendering, before any effect has run. */
const firstDrawing = (store: Store) =>
  renderToString(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18n}>
        <p>the console</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe('storeKnowingLocale', () => {
  it("answers the provider's locale for 'locale' when none is stored, and leaves the rest alone", () => {
    const store = storeKnowingLocale(memoryStore({ theme: 'light' }), 'en');
    store.setup();
    expect(store.getItem(LOCALE_KEY)).toBe('en');
    expect(store.getItem('theme')).toBe('light');
    expect(store.getItem('missing')).toBeUndefined();
    expect(store.getItem(LOCALE_KEY, 'fr')).toBe('fr');
    store.setItem(LOCALE_KEY, 'es');
    expect(store.getItem(LOCALE_KEY)).toBe('es');
  });

  it("lets react-admin's i18n context draw the console in its first rendering", () => {
    expect(firstDrawing(storeKnowingLocale(memoryStore(), 'en'))).toContain('the console');
  });

  it('is needed: without it, the i18n context draws nothing until an effect has run (react-admin 5.15)', () => {
    expect(firstDrawing(memoryStore())).not.toContain('the console');
  });
});
