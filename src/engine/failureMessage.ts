// "A failed call shows the resource's fixed prefix plus the server's message" (docs/requirements.md,
// Lists and forms), except where a conflict rule replaces the server's message with a fixed one.
import type { ConflictRule } from '../../resources/types';

export const serverMessage = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

export const failureMessage = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  error: unknown,
  prefixKey: string | undefined,
  endpoint?: string,
  conflicts: readonly ConflictRule[] = [],
): string => {
  const message = serverMessage(error);
  const rule = conflicts.find((r) => message.includes(r.contains) && (!r.on || (endpoint !== undefined && r.on.includes(endpoint))));
  if (rule) return translate(rule.message);
  return (prefixKey ? translate(prefixKey) : '') + message;
};
