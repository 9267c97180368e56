import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import type { ModeProps } from './modeProps';
import { useFormSuccess } from './useFormSuccess';
import { formTextKeys } from './formTextKeys';

/** A confirmation (delete): the config's text with the record's fields, then the call. */
export const ConfirmForm = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const form = config.forms[mode]!;
  const texts = formTextKeys(translate, config.name, mode);
  const endpoint = form.endpoint ?? (mode === 'delete' ? 'delete' : mode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (endpoint === 'delete') {
        await dataProvider.delete(config.name, { id: record!.id, previousData: record });
        succeed(texts.success, record, record!.id);
      } else {
        await dataProvider.call(config.name, endpoint, { params: { ...record, id: record!.id } });
        succeed(texts.success, record);
      }
    } catch (err) {
      setError(failureMessage(translate, err, texts.failure, endpoint, config));
      setBusy(false);
    }
  };
  return (
    <>
      <ErrorBanner message={error} />
      <Typography>{translate(texts.confirm, record)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {translate(texts.submit ?? 'buttons.delete')}
        </Button>
        <Button onClick={close}>{translate('buttons.cancel')}</Button>
      </Box>
    </>
  );
};
