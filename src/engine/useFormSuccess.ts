import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify, useTranslate, type Identifier } from 'react-admin';

/** Whether a cached query reads the record `id` (react-admin keys them `[resource, method, { id }]`). */
const readsRecord = (queryKey: QueryKey, id: Identifier) => {
  const params = queryKey[2];
  return typeof params === 'object' && params !== null && 'id' in params && String(params.id) === String(id);
};

/**
 * How a form mode ends after a call went through: close the form, reload the list, show the
 * text. With type 'error', the same ending for a second step that failed
 * after the record was saved; its text is already complete (prefix + server message).
 * `gone`: the id of a record the call deleted. The reload is react-admin's refresh (every query
 * invalidated, the active ones read again) except that record's own reads: its dialog is still
 * mounted until the navigation renders, and reading it again would only answer 404.
 */
export const useFormEnd = (close: () => void) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    (text: string | undefined, type: 'success' | 'error' = 'success', gone?: Identifier) => {
      close();
      void queryClient.invalidateQueries({ predicate: (query) => gone === undefined || !readsRecord(query.queryKey, gone) });
      if (text) notify(text, { type, messageArgs: { _: text } });
    },
    [close, queryClient, notify],
  );
};

/** Success: the end above with the config's message key, the record's fields interpolated. */
export const useFormSuccess = (close: () => void) => {
  const end = useFormEnd(close);
  const translate = useTranslate();
  return useCallback(
    (messageKey: string | undefined, values: Record<string, unknown> = {}, gone?: Identifier) =>
      end(messageKey ? translate(messageKey, values) : undefined, 'success', gone),
    [end, translate],
  );
};
