// react-admin's store, answering the i18n provider's locale for 'locale' when none is stored.
//
// react-admin's i18n context draws nothing until the stored locale equals its provider's. With
// none stored (the console has one locale and never stores it) it learned so in an effect and then
// drew the whole console again in one piece, outside the first drawing's transition: a task of
// about 30 ms in a profiled Chromium trace at 100k users (bench/: the longest task before the
// first rows).
import type { Store } from 'react-admin';

export const LOCALE_KEY = 'locale';

export const storeKnowingLocale = (store: Store, locale: string): Store => ({
  ...store,
  getItem: <T>(key: string, defaultValue?: T): T | undefined =>
    // The locale is a string: the value stands for what a reader of 'locale' asks for.
    store.getItem(key, key === LOCALE_KEY && defaultValue === undefined ? (locale as T) : defaultValue),
});
