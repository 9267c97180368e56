import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isExpiryError } from '../auth/expiryRedirect';
import { useExpiryRedirect } from '../auth/useExpiryRedirect';

/** A failure banner; an expiry error also sends the user to /login after 3 seconds. */
export const ErrorBanner = ({ message }: { message: string | null | undefined }) => {
  const translate = useTranslate();
  useExpiryRedirect(message);
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {message}
      {isExpiryError(message) && <div>{translate('errors.redirecting')}</div>}
    </Alert>
  );
};
