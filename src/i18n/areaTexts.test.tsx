// Area texts load once, on demand, and the frame waits for them.
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, useTranslate } from 'react-admin';

// Unit test files share a module registry (vite.config.ts): these tests need the texts as a fresh
// console has them, before any other file loaded an area.
let AreaTexts: typeof import('../shell/AreaTexts').AreaTexts;
let areaTextsPending: typeof import('./areaTexts').areaTextsPending;
let loadAreaTexts: typeof import('./areaTexts').loadAreaTexts;
let i18nProvider: typeof import('./i18nProvider').i18nProvider;
beforeAll(async () => {
  vi.resetModules();
  ({ AreaTexts } = await import('../shell/AreaTexts'));
  ({ areaTextsPending, loadAreaTexts } = await import('./areaTexts'));
  ({ i18nProvider } = await import('./i18nProvider'));
});

describe('area texts', () => {
  it("are not loaded with the console; the console's own are", () => {
    expect(i18nProvider.translate('users.title')).toBe('Users');
    expect(i18nProvider.translate('vendors.title')).toBe('vendors.title');
    expect(areaTextsPending('admin')).toBeUndefined();
    expect(areaTextsPending(undefined)).toBeUndefined();
  });

  it("of the API link screens load with those screens; their menu labels are the console's own", async () => {
    const { packsFor } = await import('./areaTexts');
    expect(packsFor('admin', 'apilinks')).toEqual(['apilinks']);
    expect(packsFor('admin', 'users')).toEqual([]);
    expect(packsFor('digichannel', 'vendors')).toEqual(['digichannel']);
    expect(i18nProvider.translate('apilinks.menu')).toBe('API Links');
    expect(i18nProvider.translate('transformations.menu')).toBe('Transformations');
    expect(i18nProvider.translate('apilinks.title')).toBe('apilinks.title');
    await Promise.all([loadAreaTexts('apilinks'), loadAreaTexts('transformations')]);
    expect(i18nProvider.translate('apilinks.title')).toBe('API Links');
    expect(i18nProvider.translate('transformations.title')).toBe('Custom Data Transformations');
    expect(i18nProvider.translate('apilinks.menu')).toBe('API Links');
  });

  it('load once, then translate', async () => {
    const first = loadAreaTexts('digichannel');
    expect(loadAreaTexts('digichannel')).toBe(first);
    expect(areaTextsPending('digichannel')).toBe(first);
    await first;
    expect(i18nProvider.translate('vendors.title')).toBe('Vendor Accounts');
    expect(i18nProvider.translate('shortcodes.inputs.account_group_id.none')).not.toBe('shortcodes.inputs.account_group_id.none');
    expect(areaTextsPending('digichannel')).toBeUndefined();
    // The console's own texts are still there.
    expect(i18nProvider.translate('users.title')).toBe('Users');
  });

  it('hold the frame back until they translate: it never shows a key', async () => {
    const shown: string[] = [];
    const Title = () => {
      const text = useTranslate()('dashboards.title');
      shown.push(text);
      return <h1>{text}</h1>;
    };
    expect(areaTextsPending('dashboard')).toBeDefined();
    await act(async () => {
      render(
        <I18nContextProvider value={i18nProvider}>
          <Suspense fallback={<p>waiting</p>}>
            <AreaTexts packs={['dashboard']}>
              <Title />
            </AreaTexts>
          </Suspense>
        </I18nContextProvider>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('Engagement Dashboards');
    expect(new Set(shown)).toEqual(new Set(['Engagement Dashboards']));
  });
});
