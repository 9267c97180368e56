// Entry: settle the URL (token in the hash, legacy index.html links), then load only the
// bundle the page needs: the small public bundle for sign-in pages, the console otherwise.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLoginHash, IGNORED_LOGIN } from './auth/loginHash';
import { isPublicPath, legacyRedirect } from './auth/redirects';
import { getToken } from './auth/token';
import { startListWorkerEarly } from './data/listWorker/startListWorker';

const redirect = legacyRedirect(window.location.pathname, window.location.search);
if (redirect) window.history.replaceState(null, '', redirect);

const captured = captureLoginHash(window.location.hash);
const ignored = captured === IGNORED_LOGIN;
const fresh = ignored ? null : captured;
// Keep the token out of the address bar and the history once it is stored. One this tab did not
// ask for is dropped, and /login sends the user to the sign-in page, which says so.
if (fresh) window.history.replaceState(null, '', window.location.pathname + window.location.search);
if (ignored) window.history.replaceState(null, '', '/login');

const root = () => createRoot(document.getElementById('root')!);
if (isPublicPath(window.location.pathname)) {
  void import('./public/PublicApp').then(({ PublicApp, publicTextsReady }) =>
    publicTextsReady().then(() => root().render(<PublicApp fresh={fresh} ignored={ignored} />)),
  );
} else {
  // The list worker starts (a thread, its isolate, its script: a few hundred ms on a busy
  // machine) and the landing list's call leaves from it while the console's code still loads.
  const signedIn = Boolean(getToken());
  if (signedIn) startListWorkerEarly();
  // Asking for the console's code (a link per script) and React's root come in a task of their
  // own, after this one has evaluated React: one task did both (bench/: the longest task before
  // the first rows).
  setTimeout(() => {
    if (signedIn) void import('./admin/landingEarly').then(({ preloadLandingEarly }) => preloadLandingEarly());
    // MUI and the theme are evaluated first, in a task of their own; the console's code after it.
    void import('./shell/theme')
      .then(() => new Promise((next) => setTimeout(next, 0)))
      .then(() => import('./admin/AdminApp'))
      .then(({ AdminApp, preloadLandingList }) => {
        preloadLandingList();
        // A transition: React draws the console's first tree in slices of a few ms, not in one task.
        startTransition(() => root().render(<AdminApp />));
      });
  }, 0);
}
