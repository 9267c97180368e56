// Forgot and reset password go to the sign-in provider, not to a screen's resource; they still
// use the console's one HTTP client.
import { createHttp } from '../data/http';

const http = createHttp(undefined, () => null);

export const requestPasswordReset = (email: string) => http('POST', '/oauth2/forgot', { email });

export const resetPassword = (token: string, password: string, password2: string) =>
  http('POST', '/oauth2/reset', { token, password, password2 });
