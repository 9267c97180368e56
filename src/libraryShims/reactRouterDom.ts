// What 'react-router-dom' resolves to in the console (vite.config.ts `resolve.alias`): all of
// react-router, except the two names that start a data router.
//
// Why: react-admin's router adapter falls back to a hash data router (createHashRouter +
// RouterProvider) when the app has no router of its own. The console always has one, a
// BrowserRouter (paths name the screen; the hash carries the sign-in token), so the fallback never
// runs, yet it brings react-router's whole data router, about 17 KB gzip, into the first screen
// (the first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts). Should it ever
// run, it fails with a clear message rather than silently routing by hash. Code that needs a data
// router (tests) imports 'react-router'.
export * from 'react-router';

const noDataRouter = (name: string) => () => {
  throw new Error(
    `${name} is not available in Slink Console: the console routes with its own BrowserRouter (src/libraryShims/reactRouterDom.ts).`,
  );
};

export const createHashRouter = noDataRouter('createHashRouter');
export const RouterProvider = noDataRouter('RouterProvider');
