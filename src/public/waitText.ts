import { translate } from './translate';

/** The provider's wait in seconds, as a person reads it ("45 seconds", "2 minutes"). */
export const waitText = (seconds: number): string =>
  seconds < 60
    ? translate('signIn.waitSeconds', { smart_count: Math.max(1, Math.ceil(seconds)) })
    : translate('signIn.waitMinutes', { smart_count: Math.ceil(seconds / 60) });
