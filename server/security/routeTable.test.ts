// The router and the guard agree by construction: every route of the platform matches its path
// as written (no case-insensitive layer), and every route a handler serves is a call the screen
// configs declare, so the guard has a token and role rule for it; the only other routes are the
// platform's non-screen paths (sign-in provider, demo helpers, /config.js).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { deriveRules, matchRules } from '../guard';
import { isPlatformPath, NON_SCREEN_PREFIXES } from '../platformSpace';
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
  const rules = deriveRules(screens);
  const undeclared: string[] = [];
  for (const layer of layers().filter((l) => l.route)) {
    for (const path of ([] as string[]).concat(layer.route!.path)) {
      if (isPlatformPath(NON_SCREEN_PREFIXES, path)) continue;
      for (const method of Object.keys(layer.route!.methods)) {
        if (method === '_all') continue;
        // Route parameters stand for any segment: try the route with a sample value.
        const sample = path.replace(/:[A-Za-z]+/g, '1');
        if (matchRules(rules, method, sample).length === 0) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  expect(undeclared).toEqual([]);
});
