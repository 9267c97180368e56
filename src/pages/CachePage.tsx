import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import type { PageProps } from '../engine/modeProps';

/** /admin/cache: Refresh Metadata Cache. */
const CachePage = ({ screen }: PageProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const [state, setState] = useState<{ ok?: boolean; error?: string; busy?: boolean }>({});
  const refresh = async () => {
    setState({ busy: true });
    try {
      await dataProvider.call(screen.name, 'refresh');
      setState({ ok: true });
    } catch (error) {
      setState({ error: failureMessage(translate, error, 'cache.failure') });
    }
  };
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('cache.title')}
      </Typography>
      <ErrorBanner message={state.error} />
      {state.ok && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('cache.success')}
        </Alert>
      )}
      <Typography gutterBottom>{translate('cache.question')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('cache.explanation')}
      </Typography>
      <Button variant="contained" onClick={refresh} disabled={state.busy}>
        {translate('cache.submit')}
      </Button>
    </>
  );
};
export default CachePage;
