import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dropDraft, readDraft } from './formDrafts';

/**
 * Inside a form: when its save met an expired session and sign-in has brought the user back to
 * this address, offers what was typed (formDrafts.ts). Restore puts it into the form as unsaved
 * changes; either answer drops it.
 */
export const DraftOffer = () => {
  const translate = useTranslate();
  const { reset, getValues } = useFormContext();
  const address = window.location.pathname;
  const [draft, setDraft] = useState(() => readDraft(address));
  if (!draft) return null;
  const answer = (restore: boolean) => {
    if (restore) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    dropDraft(address);
    setDraft(null);
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => answer(true)}>
            {translate('formRecovery.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={() => answer(false)}>
            {translate('formRecovery.discard')}
          </Button>
        </>
      }
    >
      {translate('formRecovery.draftOffer')}
    </Alert>
  );
};
