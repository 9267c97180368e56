// Failures the console words itself rather than the platform (no answer, no record): the data
// layer raises them with the i18n key of their text as the message, and whoever shows the
// failure translates it (src/engine/failureMessage.ts). So the data layer needs no texts.
export const FAILURE_KEYS = {
  network: 'errors.network',
  notFound: 'errors.notFound',
} as const;

const keys = new Set<string>(Object.values(FAILURE_KEYS));
export const isFailureKey = (message: string): boolean => keys.has(message);
