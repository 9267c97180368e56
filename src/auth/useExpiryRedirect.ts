import { useEffect } from 'react';
import { scheduleExpiryRedirect } from './expiryRedirect';

/** Redirects to /login 3 s after `message` shows the expiry error. */
export const useExpiryRedirect = (message: string | undefined | null): void => {
  useEffect(() => scheduleExpiryRedirect(message), [message]);
};
