// Row actions that need no form (clone): the call runs at once, then the list reloads and the
// success message shows, or the failure banner above the list says what went wrong.
import { useCallback } from 'react';
import { useNotify, useRefresh, useStore, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { failureMessage } from './failureMessage';
import { formTextKeys } from './formTextKeys';

/** The store key of a screen's last row-action failure (ScreenNotices shows it). */
export const actionErrorKey = (config: ResourceConfig) => `${config.name}.actionError`;

export const useActionError = (config: ResourceConfig) => useStore<string | null>(actionErrorKey(config), null);

export const useRowAction = (config: ResourceConfig) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSlinkDataProvider();
  const [, setError] = useActionError(config);
  return useCallback(
    async (mode: string, record: RaRecord) => {
      const form = config.forms[mode]!;
      const endpoint = form.endpoint ?? mode;
      const texts = formTextKeys(translate, config.name, mode);
      setError(null);
      try {
        await dataProvider.call(config.name, endpoint, { params: { ...record, id: record.id } });
        await dataProvider.invalidate(config.name);
        refresh();
        if (texts.success) notify(translate(texts.success, record), { type: 'success' });
      } catch (err) {
        setError(failureMessage(translate, err, texts.failure, endpoint, config));
      }
    },
    [config, dataProvider, notify, refresh, setError, translate],
  );
};
