import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import type { ModeProps } from '../engine/modeProps';
import { TagList } from '../engine/TagList';
import { useCallResult } from '../engine/useCallResult';
import { validate } from '../../shared/validation/validate';

type Row = Record<string, unknown>;

/** 'Attribute Assignment': the login's attributes, each with an x; add a type and a value. */
const AttributeAssignmentPanel = ({ config, record, close }: ModeProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useSlinkDataProvider();
  const params = { id: record!.id };
  const types = useCallResult<Row[]>(config.name, 'attributeTypes');
  const attributes = useCallResult<Row[]>(config.name, 'attributes', { params });
  const [values, setValues] = useState({ attribute_id: '', attribute_value: '' });
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: [config.name, 'call', 'attributes'] });

  const add = async () => {
    const check = validate('loginAttribute', values);
    if (!check.valid) return setError(check.message ?? null);
    try {
      await dataProvider.call(config.name, 'addAttribute', { params, body: values });
      setError(null);
      setValues({ attribute_id: '', attribute_value: '' });
      notify(translate(`${config.name}.messages.attributeAdded`), { type: 'success' });
      await reload();
    } catch (err) {
      setError(failureMessage(translate, err, `${config.name}.login.attributeFailed`));
    }
  };
  const remove = async (rowId: string | number) => {
    try {
      await dataProvider.call(config.name, 'deleteAttribute', { params: { ...params, attributeRowId: rowId } });
      setError(null);
      notify(translate(`${config.name}.messages.attributeDeleted`), { type: 'success' });
      await reload();
    } catch (err) {
      setError(failureMessage(translate, err, `${config.name}.login.attributeDeleteFailed`));
    }
  };

  const loadError = types.error
    ? failureMessage(translate, types.error, 'errors.loadingLoginAttributes')
    : attributes.error
      ? failureMessage(translate, attributes.error, 'errors.loadingUserAttributes')
      : null;
  return (
    <>
      <ErrorBanner message={error ?? loadError} />
      <TagList
        tags={(attributes.data ?? []).map((a) => ({ key: String(a.id), label: translate(`${config.name}.login.attributeRow`, a) }))}
        onRemove={(tag) => remove(tag.key)}
        emptyText={`${config.name}.login.noAttributes`}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2 }}>
        <TextField
          select
          label={translate(`${config.name}.login.attributeType`)}
          value={values.attribute_id}
          onChange={(e) => setValues({ ...values, attribute_id: e.target.value })}
        >
          {(types.data ?? []).map((t) => (
            <MenuItem key={String(t.attribute_id)} value={String(t.attribute_id)}>
              {String(t.attribute_name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(`${config.name}.login.attributeValue`)}
          value={values.attribute_value}
          onChange={(e) => setValues({ ...values, attribute_value: e.target.value })}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={add}>
          {translate('buttons.add')}
        </Button>
        <Button onClick={close}>{translate('buttons.done')}</Button>
      </Box>
    </>
  );
};
export default AttributeAssignmentPanel;
