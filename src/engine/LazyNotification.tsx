// react-admin's <Notification> (MUI Snackbar and its transitions) loads with the first message, or
// earlier once a screen has shown its rows (preloadNotification), not with the first screen (the
// first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts). Messages wait in
// react-admin's notification context meanwhile, so none is lost.
import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { trackedImport } from '../data/trackedImport';

const loadNotification = trackedImport(() => import('./NotificationSnackbar'));
const Notification = lazy(() => loadNotification().then((m) => ({ default: m.NotificationSnackbar })));

/** Fetches the notification code ahead of the first message. */
export const preloadNotification = () => void loadNotification();

export const LazyNotification = () => {
  const { notifications } = useNotificationContext();
  // Once shown, it stays mounted: it owns the message on screen and the queue behind it.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  );
};
