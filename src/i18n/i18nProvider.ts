import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

// One locale today; polyglot keeps the door open. allowMissing so a schema title can be the
// default text of a key nobody translated yet. The messages object grows as the screens' text packs arrive
// (addTexts); polyglot reads it again when the locale is set anew.
const messages: Record<string, unknown> = { ...en };

// The type is react-admin's whole catalogue: the part the first screen lacks arrives with the
// packs loaded after the rows (./en/reactAdminFirst.ts).
export const i18nProvider = polyglotI18nProvider(
  () => messages as unknown as TranslationMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);

/** Adds texts; they translate once the returned promise resolves. */
export const addTexts = (texts: Record<string, unknown>): Promise<void> => {
  Object.assign(messages, texts);
  return i18nProvider.changeLocale('en');
};
