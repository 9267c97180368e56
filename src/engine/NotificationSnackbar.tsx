// The lazily loaded half of LazyNotification: a module of its own so that only react-admin's
// Notification (not the whole package) is split off.
export { Notification as NotificationSnackbar } from 'react-admin';
