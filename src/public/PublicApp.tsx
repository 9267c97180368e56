// The public pages need no router: one page per path (src/auth/redirects PUBLIC_PATHS).
import type { LoginResult } from '../auth/loginHash';
import { ChangePassword } from './ChangePassword';
import { ForgotPassword } from './ForgotPassword';
import { LoginCallback } from './LoginCallback';
import { SharedLogin } from './SharedLogin';

export { publicTextsReady } from './translate';

export const PublicApp = ({ fresh, ignored = false }: { fresh: LoginResult | null; ignored?: boolean }) => {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path === '/forgotpassword') return <ForgotPassword />;
  if (path === '/changepassword') return <ChangePassword />;
  if (path === '/sharedlogin') return <SharedLogin />;
  return <LoginCallback fresh={fresh} ignored={ignored} />;
};
