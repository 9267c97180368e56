import { i18nProvider } from '../i18n/i18nProvider';

/** Public pages render outside react-admin, so they call the same i18n provider directly. */
export const translate = (key: string, options?: Record<string, unknown>): string => i18nProvider.translate(key, options) as string;
