// Every route the platform serves is a call a screen declares, or sits under the platform's own
// paths: a hand-written route outside them (an extra GET, an `all`, a `use('/x', …)`) would run
// without the guard's token and role rule, so the platform refuses to start with one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type Application, type Handler, type NextFunction, type Request, type Response, type Router } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { SYS_ADMIN } from '../language/roles';
import type { ScreenConfig } from '../language/types';
import { deriveRules } from './guard';
import { createPlatform } from './platform';
import {
  mountPaths,
  platformMiddleware,
  refuseUndeclaredRoutes,
  routeStackOf,
  servedRoutes,
  undeclaredRoutes,
  type RouterLayer,
} from './routeCheck';
import { createRouter } from './router';
import { madeUpScreen } from './test/madeUpScreen';

// A hand-written route file of the real platform given one more route, as a careless edit would.
const edit = vi.hoisted(() => ({ addRoute: undefined as ((router: Router) => void) | undefined }));
vi.mock('./routes/tools', async (original) => {
  const real = await original<typeof import('./routes/tools')>();
  return {
    ...real,
    toolRoutes: (...args: Parameters<typeof real.toolRoutes>) => {
      const router = real.toolRoutes(...args);
      edit.addRoute?.(router);
      return router;
    },
  };
});

const prompts: ScreenConfig = {
  ...madeUpScreen('prompts', 'id', {
    list: 'GET /voice-service/prompts',
    get: 'GET /voice-service/prompts/:id',
    create: 'POST /voice-service/prompts',
    replay: 'POST /voice-service/prompts/:id/replay',
  }),
  roles: [SYS_ADMIN],
};
const rules = deriveRules([prompts]);
const answer: Handler = (_req, res) => {
  res.json({});
};

/** An app serving the made-up screen's calls as the platform does, with whatever `more` adds. */
const appWith = (more: (app: Application, router: Router) => void = () => undefined): Application => {
  const app = express();
  app.set('case sensitive routing', true);
  app.use(platformMiddleware(express.json()));
  const router = createRouter();
  router.get('/voice-service/prompts', answer);
  router.get('/voice-service/prompts/:promptId', answer);
  router.post('/voice-service/prompts', answer);
  router.post('/voice-service/prompts/:id/replay', answer);
  router.get(['/oauth2/userinfo', '/demo/outbox'], answer);
  router.all('/oauth2/login', answer);
  app.use(platformMiddleware((_req: Request, _res: Response, next: NextFunction) => next()));
  app.use(router);
  app.use('/config.js', answer);
  more(app, router);
  return app;
};

const problemsOf = (app: Application): string[] => undeclaredRoutes(servedRoutes(routeStackOf(app)), rules);

describe('the routes the platform serves', () => {
  it("pass when each is a declared call (any parameter name) or under the platform's own paths", () => {
    expect(problemsOf(appWith())).toEqual([]);
  });

  it.each([
    [
      'an extra GET under a new prefix',
      (_: Application, r: Router) => r.get('/reports/secret', answer),
      'GET /reports/secret: no screen declares',
    ],
    [
      'an undeclared GET under a declared service',
      (_: Application, r: Router) => r.get('/voice-service/secret', answer),
      'GET /voice-service/secret: no screen',
    ],
    [
      'a declared path with another method',
      (_: Application, r: Router) => r.delete('/voice-service/prompts/:id', answer),
      'DELETE /voice-service/prompts/:id: no screen',
    ],
    [
      'a literal where the call has a parameter',
      (_: Application, r: Router) => r.get('/voice-service/prompts/export', answer),
      'GET /voice-service/prompts/export: no screen',
    ],
    [
      'a PATCH',
      (_: Application, r: Router) => r.patch('/voice-service/prompts/:id', answer),
      'PATCH /voice-service/prompts/:id: no screen',
    ],
    [
      'an `all`',
      (_: Application, r: Router) => r.all('/voice-service/prompts', answer),
      'ALL /voice-service/prompts: answers every method',
    ],
    ['an `all` on the app', (app: Application) => app.all('/x', answer), 'POST /x: no screen declares'],
    ["a `use('/x', …)`", (_: Application, r: Router) => r.use('/x', answer), 'USE /x: a mount answers every method and path under it'],
    [
      'a `use` over a declared call',
      (app: Application) => app.use('/voice-service/prompts', answer),
      'USE /voice-service/prompts: a mount',
    ],
    ['a `use` of several paths', (_: Application, r: Router) => r.use(['/x/:id', '/y'], answer), 'USE /x/:param: a mount'],
    [
      'a middleware with no path in a router, which answers any path',
      (_: Application, r: Router) => r.use(answer),
      'USE /*: a mount answers every method and path under it',
    ],
    [
      "a handler with no path on the app, not the platform's own",
      (app: Application) => app.use(answer),
      'USE /*: a mount answers every method and path under it',
    ],
    ['an express() app mounted with no path', (app: Application) => app.use(express().get('/reports/secret', answer)), 'USE /*: a mount'],
    [
      'a middleware with no path in a router mounted under a path',
      (app: Application) => app.use('/voice-service', createRouter().use(answer)),
      'USE /voice-service/*: a mount',
    ],
    [
      'a route of a router mounted under a path',
      (app: Application) => app.use('/voice-service', createRouter().get('/other', answer)),
      'GET /voice-service/other: no screen',
    ],
    [
      'a route by pattern',
      (_: Application, r: Router) => r.get(/^\/reports\/.*/, answer),
      'GET /^\\/reports\\/.*/ (a path pattern the check cannot read): no screen',
    ],
    [
      'a route in any letter case',
      (app: Application) => app.use(express.Router().get('/voice-service/prompts', answer)),
      'GET /voice-service/prompts: matches its path in any letter case',
    ],
  ] as const)('refuse %s', (_what, add, problem) => {
    expect(problemsOf(appWith(add))).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });

  it('read the paths a mount was given back from its pattern', () => {
    const mount = (path: string | string[]) => (express.Router().use(path, answer).stack[0] as unknown as RouterLayer).regexp;
    expect(mountPaths(mount('/config.js'))).toEqual(['/config.js']);
    expect(mountPaths(mount(['/demo/outbox', '/a-b/:id/c']))).toEqual(['/demo/outbox', '/a-b/:param/c']);
    expect(mountPaths(mount('/x*'))).toBeNull();
  });

  it('are refused at start, each named', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slink-routes-'));
    try {
      edit.addRoute = (router) => {
        router.get('/reports/secret', answer);
        router.all('/tools/auth/cache', answer);
      };
      await expect(createPlatform({ dataDir })).rejects.toThrow(
        /^The platform's routes are not all calls the screens declare; .*:\n {2}- GET \/reports\/secret: .*\n {2}- ALL \/tools\/auth\/cache: /,
      );
      edit.addRoute = undefined;
      const platform = await createPlatform({ dataDir });
      await platform.store.close();
      expect(() =>
        refuseUndeclaredRoutes(
          appWith((_, r) => r.use('/x', answer)),
          rules,
        ),
      ).toThrow(/\n {2}- USE \/x: /);
      // An app whose routes it cannot read (another Express's layout) stops the start too.
      expect(() => refuseUndeclaredRoutes({} as Parameters<typeof refuseUndeclaredRoutes>[0], rules)).toThrow(
        "The platform's routes could not be read",
      );
    } finally {
      edit.addRoute = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
