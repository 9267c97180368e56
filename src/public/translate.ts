import { signInPages } from '../i18n/en/signInPages';
import { addTexts, i18nProvider } from '../i18n/i18nProvider';

/** The public pages' own texts (not in the console's): render once this resolves. */
export const publicTextsReady = (): Promise<void> => addTexts(signInPages);

/** Public pages render outside react-admin, so they call the same i18n provider directly. */
export const translate = (key: string, options?: Record<string, unknown>): string => i18nProvider.translate(key, options) as string;
