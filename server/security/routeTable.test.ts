// The router and the guard agree by construction: every route of the platform matches its path
// as written (no case-insensitive layer), and every route a handler serves is a call the screen
// configs declare, so the guard has a token and role rule for it; the only other routes are the
// platform's non-screen paths (sign-in provider, demo helpers, /config.js). The platform checks
// the second at start (server/routeCheck.ts, whose test refuses made-up routes).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { deriveRules } from '../guard';
import { servedRoutes, undeclaredRoutes, type RouterLayer } from '../routeCheck';
import { startPlatform, type TestPlatform } from '../test/harness';

interface Layer {
  name: string;
  regexp: RegExp;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

const layers = (): Layer[] => {
  const all: Layer[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      all.push(layer);
      if (layer.name === 'router' && layer.handle.stack) walk(layer.handle.stack);
    }
  };
  walk((p.platform.app as unknown as { _router: { stack: Layer[] } })._router.stack);
  return all;
};

it('matches every path case-sensitively', () => {
  const routes = layers().filter((l) => l.route);
  expect(routes.length).toBeGreaterThan(60);
  const insensitive = routes.filter((l) => l.regexp.flags.includes('i')).map((l) => String(l.route!.path));
  expect(insensitive).toEqual([]);
});

it('serves only declared calls, each with a guard rule, besides the non-screen paths', () => {
  // The platform refuses to start otherwise (server/routeCheck.ts); its `all` routes and path
  // mounts are counted too, and are the platform's own paths.
  const served = servedRoutes((p.platform.app as unknown as { _router: { stack: RouterLayer[] } })._router.stack);
  expect(served.filter((route) => route.method === 'ALL' || route.method === 'USE').length).toBeGreaterThan(0);
  expect(undeclaredRoutes(served, deriveRules(screens))).toEqual([]);
});
