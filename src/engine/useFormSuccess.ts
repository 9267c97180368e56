import { useCallback } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/**
 * How a form mode ends after a call went through: close the form, reload the list, show the
 * text. With type 'error', the same ending for a second step that failed
 * after the record was saved; its text is already complete (prefix + server message).
 */
export const useFormEnd = (close: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return useCallback(
    (text: string | undefined, type: 'success' | 'error' = 'success') => {
      close();
      refresh();
      if (text) notify(text, { type, messageArgs: { _: text } });
    },
    [close, refresh, notify],
  );
};

/** Success: the end above with the config's message key, the record's fields interpolated. */
export const useFormSuccess = (close: () => void) => {
  const end = useFormEnd(close);
  const translate = useTranslate();
  return useCallback(
    (messageKey: string | undefined, values: Record<string, unknown> = {}) => end(messageKey ? translate(messageKey, values) : undefined),
    [end, translate],
  );
};
