// A full page load, as opposed to react-router's in-app navigation. The public pages (/login,
// /sharedlogin, ...) live in their own bundle, so the console must never route to them in-app:
// with requireAuth, react-admin would guard /login itself and loop between checkAuth and logout.
// An object, so tests can replace the navigation jsdom does not implement.
export const pageLoad = {
  replace: (url: string): void => window.location.replace(url),
};
