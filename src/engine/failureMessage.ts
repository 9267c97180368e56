// "A failed call shows the resource's fixed prefix plus the server's message" (docs/requirements.md,
// Lists and forms), except where the screen's `conflicts` replace the server's message with a fixed one.
import { screenTexts } from '../../language/screenTexts';
import type { ResourceConfig } from '../../language/types';
import { isFailureKey } from '../../shared/failureKeys';

export const serverMessage = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

export const failureMessage = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  error: unknown,
  prefixKey: string | undefined,
  endpoint?: string,
  /** the screen whose `conflicts` may replace the server's message */
  screen?: Pick<ResourceConfig, 'name' | 'conflicts'>,
): string => {
  const raw = serverMessage(error);
  // The console's own failures come as the key of their text.
  const message = isFailureKey(raw) ? translate(raw) : raw;
  const contains = endpoint === undefined ? undefined : screen?.conflicts?.[endpoint];
  if (endpoint !== undefined && screen && contains !== undefined && message.includes(contains))
    return translate(screenTexts(screen.name).conflict(endpoint));
  return (prefixKey ? translate(prefixKey) : '') + message;
};
