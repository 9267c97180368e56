import { useCallback } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/**
 * Success: close the form, reload the list, show the message (seed 000 section 4). With type
 * 'error', the same ending for a second step that failed after the record was saved.
 */
export const useFormSuccess = (close: () => void, type: 'success' | 'error' = 'success') => {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useCallback(
    (messageKey: string | undefined, values: Record<string, unknown> = {}) => {
      close();
      refresh();
      if (messageKey) notify(translate(messageKey, values), { type });
    },
    [close, refresh, notify, translate, type],
  );
};
