// Renders an engine or panel piece against an in-memory platform: answers by 'METHOD /path',
// every call recorded, no retries (a failed load shows at once), messages from the console's
// own catalogue plus any extra keys a test's config names.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { signedInAdmin } from './signedInAdmin';
import { MemoryRouter } from 'react-router-dom';
import type { ScreenConfig } from '../../../language/types';
import { createDataProvider } from '../../data/dataProvider';
import type { Http } from '../../data/http';
import { allTexts as en } from '../../i18n/en/all';
import { deliberateFailure } from '../../test/deliberateFailure';

/** An answer per 'METHOD /path'; a function may read the body or throw to fail the call. */
export type Routes = Record<string, unknown | ((body: unknown) => unknown)>;

export const renderWithPlatform = (
  ui: ReactNode,
  screens: readonly ScreenConfig[],
  routes: Routes,
  messages: Record<string, unknown> = {},
  /** the address the page starts at (for pieces that read route parameters) */
  at = '/',
) => {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const http: Http = async (method, path, body) => {
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`No route ${key}`);
    const answer = routes[key];
    return typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
  };
  const i18n = polyglotI18nProvider(() => ({ ...en, ...messages }), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={createDataProvider(screens, http)}
        authProvider={signedInAdmin}
        i18nProvider={i18n}
        queryClient={queryClient}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { calls };
};

/** A platform failure as the console's http layer raises it: the server's message. */
export const fails = (message: string) => () => {
  throw deliberateFailure(message);
};
