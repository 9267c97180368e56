// "A failed call shows the resource's fixed prefix plus the server's message" (docs/requirements.md,
// Lists and forms), except where a conflict rule replaces the server's message with a fixed one.
import type { ConflictRule } from '../../language/types';
import { isFailureKey } from '../../shared/failureKeys';

export const serverMessage = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

export const failureMessage = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  error: unknown,
  prefixKey: string | undefined,
  endpoint?: string,
  conflicts: readonly ConflictRule[] = [],
): string => {
  const raw = serverMessage(error);
  // The console's own failures come as the key of their text.
  const message = isFailureKey(raw) ? translate(raw) : raw;
  const rule = conflicts.find((r) => message.includes(r.contains) && (!r.on || (endpoint !== undefined && r.on.includes(endpoint))));
  if (rule) return translate(rule.message);
  return (prefixKey ? translate(prefixKey) : '') + message;
};
