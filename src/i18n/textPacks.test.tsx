// A screen's texts load once, on demand, and the frame waits for them.
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, useTranslate } from 'react-admin';

// Unit test files share a module registry (vite.config.ts): these tests need the texts as a fresh
// console has them, before any other file loaded a pack.
let ScreenTexts: typeof import('../shell/ScreenTexts').ScreenTexts;
let textPackPending: typeof import('./textPacks').textPackPending;
let loadTextPack: typeof import('./textPacks').loadTextPack;
let i18nProvider: typeof import('./i18nProvider').i18nProvider;
beforeAll(async () => {
  vi.resetModules();
  ({ ScreenTexts } = await import('../shell/ScreenTexts'));
  ({ textPackPending, loadTextPack } = await import('./textPacks'));
  ({ i18nProvider } = await import('./i18nProvider'));
});

describe("a screen's texts", () => {
  it("are not loaded with the console; the side menu's labels are the console's own", () => {
    expect(i18nProvider.translate('users.menu')).toBe('Users');
    expect(i18nProvider.translate('users.title')).toBe('users.title');
    expect(i18nProvider.translate('vendors.title')).toBe('vendors.title');
    expect(textPackPending('nothing')).toBeUndefined();
    expect(textPackPending(undefined)).toBeUndefined();
  });

  it("are its screen config file's pack, with the texts of the shared forms its screens name", async () => {
    const { packsFor } = await import('./textPacks');
    expect(packsFor('apilinks')).toEqual(['apiLinks']);
    expect(packsFor('users')).toEqual(['users']);
    expect(packsFor('vendors')).toEqual(['vendors']);
    // a screen without texts of its own (a page) and no screen at all
    expect(packsFor('about')).toEqual([]);
    expect(packsFor(undefined)).toEqual([]);
    expect(i18nProvider.translate('apilinks.menu')).toBe('API Links');
    expect(i18nProvider.translate('apilinks.title')).toBe('apilinks.title');
    await Promise.all([loadTextPack('apiLinks'), loadTextPack('transformations')]);
    expect(i18nProvider.translate('apilinks.title')).toBe('API Links');
    expect(i18nProvider.translate('transformations.title')).toBe('Custom Data Transformations');
    expect(i18nProvider.translate('apilinks.menu')).toBe('API Links');
  });

  it('load once, then translate', async () => {
    const first = loadTextPack('vendors');
    expect(loadTextPack('vendors')).toBe(first);
    expect(textPackPending('vendors')).toBe(first);
    await first;
    expect(i18nProvider.translate('vendors.title')).toBe('Vendor Accounts');
    expect(i18nProvider.translate('vendors.items.none')).not.toBe('vendors.items.none');
    expect(textPackPending('vendors')).toBeUndefined();
    // The console's own texts are still there.
    expect(i18nProvider.translate('users.menu')).toBe('Users');
  });

  it('hold the frame back until they translate: it never shows a key', async () => {
    const shown: string[] = [];
    const Title = () => {
      const text = useTranslate()('dashboards.title');
      shown.push(text);
      return <h1>{text}</h1>;
    };
    expect(textPackPending('dashboards')).toBeDefined();
    await act(async () => {
      render(
        <I18nContextProvider value={i18nProvider}>
          <Suspense fallback={<p>waiting</p>}>
            <ScreenTexts packs={['dashboards']}>
              <Title />
            </ScreenTexts>
          </Suspense>
        </I18nContextProvider>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('Engagement Dashboards');
    expect(new Set(shown)).toEqual(new Set(['Engagement Dashboards']));
  });
});
