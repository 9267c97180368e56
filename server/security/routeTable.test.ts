// The router and the guard agree by construction: the platform refuses to start when a route
// matches its path in any letter case or is no call the screens declare, besides its own paths
// (server/routeCheck.ts, whose test refuses made-up routes). This test adds that the check reads
// the real platform's table: the platform starts, and the reading finds its many routes and its
// own mounts, each matching its path as written, so the check cannot pass for having read nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeStackOf, servedRoutes } from '../routeCheck';
import { startPlatform, type TestPlatform } from '../test/harness';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

it("reads the real platform's routes and own mounts, each matching its path case-sensitively", () => {
  const served = servedRoutes(routeStackOf(p.platform.app));
  const calls = served.filter((route) => route.method !== 'ALL' && route.method !== 'USE');
  expect(calls.length).toBeGreaterThan(60);
  // Its `all` routes and path mounts are counted too (the platform's own paths).
  expect(served.length).toBeGreaterThan(calls.length);
  expect(served.filter((route) => !route.sensitive)).toEqual([]);
});
