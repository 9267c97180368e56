// Saving an email template: the first save of a new template creates it
// (the answer carries EmailBEETemplateId) and remembers the id, so later saves update it.
// Save keeps the editor open (success notice, list reloaded); Save and Close closes it.
import { useCallback, useRef } from 'react';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { EmailTemplateBody } from '../../schemas';
import type { ResourceConfig } from '../../language/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { failureMessage } from '../engine/failureMessage';
import { useFormSuccess } from '../engine/useFormSuccess';
import { validate } from '../../shared/validation/validate';
import { formTextKeys } from '../engine/formTextKeys';

/** The save function: answers null when saved, else the message to show. */
export const useTemplateSave = (config: ResourceConfig, mode: string, id: Identifier | undefined, close: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSlinkDataProvider();
  const finish = useFormSuccess(close);
  const savedId = useRef(id);

  return useCallback(
    async (body: EmailTemplateBody, closeAfter: boolean): Promise<string | null> => {
      const check = validate(config.forms[mode]?.validator ?? 'emailTemplate', body);
      if (!check.valid) return check.message ?? null;
      const creating = savedId.current === undefined;
      const texts = formTextKeys(translate, config.name, creating ? 'create' : 'edit');
      try {
        if (creating) {
          const created = await dataProvider.call<{ EmailBEETemplateId: Identifier }>(config.name, 'create', { body });
          savedId.current = created.EmailBEETemplateId;
        } else {
          await dataProvider.call(config.name, 'update', { params: { id: savedId.current }, body });
        }
      } catch (error) {
        return failureMessage(translate, error, texts.failure, creating ? 'create' : 'update', config);
      }
      if (closeAfter) finish(texts.success, body);
      else {
        refresh();
        if (texts.success) notify(translate(texts.success, body), { type: 'success' });
      }
      return null;
    },
    [config, mode, dataProvider, finish, notify, refresh, translate],
  );
};
