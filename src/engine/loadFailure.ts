import { failureMessage } from './failureMessage';

/** One load of a screen: its error (if any) and the i18n key of its own failure prefix. */
export interface Load {
  error: unknown;
  prefix: string;
}

/**
 * The banner text of the first failed load, with that call's own prefix (the requirements' messages:
 * each list has its own "An error occurred loading the ...: ").
 */
export const loadFailure = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  loads: readonly Load[],
): string | null => {
  const failed = loads.find((l) => l.error);
  return failed ? failureMessage(translate, failed.error, failed.prefix) : null;
};
