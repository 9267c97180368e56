import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

// One locale today; polyglot keeps the door open. allowMissing so a schema title can be the
// default text of a key nobody translated yet.
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
