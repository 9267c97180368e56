// Saving an API link: a new link is saved first (POST, the answer
// carries ApiLinkId), its details reload, then its attributes are saved as a whole array; an
// update PUTs the same fields plus the id. Attributes of a link in use are never saved.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApiDataType, ApiAuthMethod } from '../../../schemas';
import type { ResourceConfig } from '../../../resources/types';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { failureMessage } from '../../engine/failureMessage';
import { useFormSuccess } from '../../engine/useFormSuccess';
import { validate } from '../../validation/validate';
import { attributesBody, entriesOf, saveBody, type AttributeRow, type AuthRow, type LinkFields } from './apiLinkForm';

interface Input {
  config: ResourceConfig;
  id: number | string | undefined;
  fields: LinkFields;
  auth: readonly AuthRow[];
  attributes: readonly AttributeRow[];
  inUse: boolean;
  authMethods: readonly ApiAuthMethod[];
  dataTypes: readonly ApiDataType[];
  close: () => void;
}

export const useApiLinkSave = ({ config, id, fields, auth, attributes, inUse, authMethods, dataTypes, close }: Input) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isNew = id === undefined;

  /** The first broken rule of the link, then of its attributes (shared with the platform). */
  const problem = (): string | undefined => {
    const method = authMethods.find((m) => String(m.api_authentication_method_id) === fields.api_link_authentication_method_id);
    const body = { ...saveBody(fields, auth, id), authentication_entries: entriesOf(auth), authentication_method_name: method?.name };
    const link = validate('apiLink', body);
    if (!link.valid) return link.message;
    if (inUse) return undefined;
    const rows = validate('apiLinkAttributes', { ...attributesBody(attributes), data_types: dataTypes });
    return rows.valid ? undefined : rows.message;
  };

  const save = async () => {
    const message = problem();
    if (message) return setError(message);
    setBusy(true);
    const body = saveBody(fields, auth, id);
    let linkId = id;
    let name = fields.api_link_name;
    try {
      if (isNew) {
        const answer = await dataProvider.call<{ ApiLinkId: number }>(config.name, 'create', { body });
        linkId = answer.ApiLinkId;
      } else {
        await dataProvider.call(config.name, 'update', { params: { id }, body });
      }
    } catch (err) {
      setBusy(false);
      return setError(
        failureMessage(
          translate,
          err,
          isNew ? 'apilinks.errors.add' : 'apilinks.errors.update',
          isNew ? 'create' : 'update',
          config.conflicts,
        ),
      );
    }
    let stage = 'apilinks.errors.details';
    try {
      if (isNew) name = String((await dataProvider.call<{ name?: string }>(config.name, 'get', { params: { id: linkId } })).name ?? name);
      stage = 'apilinks.errors.saveAttributes';
      if (!inUse) await dataProvider.call(config.name, 'saveAttributes', { params: { id: linkId }, body: attributesBody(attributes) });
    } catch (err) {
      // The link itself is saved: close, reload the list, and say which step did not get through.
      await dataProvider.invalidate(config.name);
      close();
      refresh();
      return notify(failureMessage(translate, err, stage), { type: 'error' });
    }
    await dataProvider.invalidate(config.name);
    succeed(isNew ? 'apilinks.messages.added' : 'apilinks.messages.updated', { name });
  };
  return { save, error, setError, busy };
};
