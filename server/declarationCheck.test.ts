// A call may not put its service over the console's own paths, a screen admits only roles its
// area admits and a call only roles its screen admits (or, with a reason, every signed-in user):
// the platform refuses such declarations before it starts, naming the screen, the call and the
// clash or the role. The console's paths come from the declarations and the static server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { everySignedIn, writersOnly } from '../language/access';
import { APILINK_MANAGER, AREAS, ENGAGEMENT_MANAGER, SISL_ADMIN, SYS_ADMIN } from '../language/roles';
import { routesOf, type ScreenConfig } from '../language/types';
import { screens } from '../resources/index';
import { PUBLIC_PATHS } from '../shared/publicPaths';
import { consolePaths, declarationProblems, refuseFaultyDeclarations, reservedPaths } from './declarationCheck';
import { deriveRules } from './guard';
import { ASSETS_PATH } from './hashedAssets';
import { createPlatform } from './platform';
import { inPlatformSpace, NON_SCREEN_PREFIXES, servicesOf } from './platformSpace';
import { madeUpScreen } from './test/madeUpScreen';
import { writeBuiltConsole } from './test/builtConsole';

/** A screen of one list call at `path`, in an area that admits its one role. */
const listing = (name: string, path: `/${string}`): ScreenConfig => ({
  ...madeUpScreen(name, 'id', { list: `GET ${path}`, get: `GET ${path}/:id` }),
  route: `/admin/${name}`,
  area: 'admin',
  roles: [SYS_ADMIN],
});

const built = writeBuiltConsole('<!doctype html>', { 'index-abc123.js': '' });
writeFileSync(join(built.dir, 'favicon.svg'), '<svg/>');
afterAll(() => built.remove());

describe("the console's own paths", () => {
  const paths = consolePaths(screens, built.dir).map((p) => p.path);

  it('are its areas, its screens’ routes, its public pages and the files it is served from', () => {
    for (const area of AREAS) expect(paths).toContain(`/${area.key}`);
    for (const route of screens.flatMap(routesOf)) expect(paths).toContain(route);
    for (const page of PUBLIC_PATHS) expect(paths).toContain(page);
    expect(paths).toEqual(expect.arrayContaining([ASSETS_PATH.slice(0, -1), '/index.html', '/favicon.svg']));
  });

  it('are no path of a service the declared screens have, in any spelling', () => {
    const services = servicesOf(screens.flatMap((s) => Object.values(s.endpoints).map((spec) => spec.split(' ')[1])));
    expect(paths.filter((path) => inPlatformSpace(services, path))).toEqual([]);
  });
});

describe('the declarations', () => {
  it('of every screen of the console pass, with the built console too', () => {
    expect(screens.length).toBeGreaterThan(10);
    expect(declarationProblems(screens, built.dir)).toEqual([]);
  });

  it.each([
    ['/home/welcomes', '/home', "the area 'home'"],
    ['/admin/welcomes', '/admin', "the area 'admin'"],
    ['/Dashboard/welcomes', '/dashboard', "the area 'dashboard'"],
    ['/login/welcomes', '/login', 'a sign-in page'],
    ['/sharedlogin', '/sharedlogin', 'a sign-in page'],
    ['/assets/welcomes', '/assets', "a path the console's files are served from"],
    ['/index.html/welcomes', '/index.html', "a path the console's files are served from"],
    ['/favicon.svg/welcomes', '/favicon.svg', "a path the console's files are served from"],
    ['/oauth2/welcomes', '/oauth2', 'a path the platform answers itself'],
    ['/config.js', '/config.js', 'a path the platform answers itself'],
  ] as const)('refuse a call under %s: it would take %s, %s', (path, taken, what) => {
    const problems = declarationProblems([...screens, listing('welcomes', path)], built.dir);
    const service = servicesOf([path])[0];
    expect(problems).toEqual([
      expect.stringContaining(
        `welcomes.list (GET ${path}): its service ${service} takes ${taken}, ${what}, which would then ask for a token`,
      ),
      expect.stringContaining(`welcomes.get (GET ${path}/:id): its service ${service} takes ${taken}`),
    ]);
  });

  it('judge the rules the platform has already derived for the screens, when given them', () => {
    const welcomes = listing('welcomes', '/home/welcomes');
    const problems = declarationProblems(screens, built.dir, deriveRules([...screens, welcomes]));
    expect(problems).toEqual([
      expect.stringContaining('welcomes.list (GET /home/welcomes): its service /home takes /home'),
      expect.stringContaining('welcomes.get'),
    ]);
  });

  it("refuse a service over another screen's route outside the areas", () => {
    const report = { ...listing('reports', '/report-service/reports'), route: '/reports/all' };
    expect(declarationProblems([report, listing('welcomes', '/reports/welcomes')])).toEqual([
      expect.stringContaining(
        "welcomes.list (GET /reports/welcomes): its service /reports takes /reports/all, the route of the screen 'reports'",
      ),
      expect.stringContaining('welcomes.get'),
    ]);
  });

  it.each(['/voice-service/prompts', '/homes/welcomes', '/assets-service/x', '/logins', '/demos/x'] as const)(
    'take a service that only begins like a console path: %s',
    (path) => {
      expect(declarationProblems([...screens, listing('welcomes', path)], built.dir)).toEqual([]);
    },
  );

  it('refuse a screen admitting a role its area does not, or any role where the area admits some', () => {
    const readers = { ...listing('prompts', '/voice-service/prompts'), area: 'digichannel', roles: [SYS_ADMIN, APILINK_MANAGER] } as const;
    const anyone = { ...listing('notes', '/note-service/notes'), area: 'digichannel', roles: undefined } as const;
    expect(declarationProblems([readers, anyone])).toEqual([
      "prompts: the area 'digichannel' admits slink-sys-admin only, not slink-apilink-manager",
      expect.stringMatching(/^notes: the area 'digichannel' admits slink-sys-admin only, not slink-sisl-admin, /),
    ]);
    expect(declarationProblems([{ ...readers, area: 'admin' }])).toEqual([]);
  });

  describe("a call's roles", () => {
    const endpoints = {
      list: 'GET /voice-service/prompts',
      get: 'GET /voice-service/prompts/:id',
      create: 'POST /voice-service/prompts',
    } as const;
    /** A screen the system admin writes and the API link manager reads, with the given call roles. */
    const prompts = (endpointRoles: Record<string, unknown>): ScreenConfig =>
      ({ ...listing('prompts', '/voice-service/prompts'), roles: [SYS_ADMIN, APILINK_MANAGER], endpoints, endpointRoles }) as ScreenConfig;

    it("pass when they narrow the screen's roles, or open a call to every signed-in user with a reason", () => {
      expect(declarationProblems([prompts(writersOnly(endpoints, [SYS_ADMIN]))])).toEqual([]);
      expect(declarationProblems([prompts({ create: everySignedIn('each user writes their own prompt') })])).toEqual([]);
    });

    it('refuse a role the screen does not admit, or its area, naming the screen, the call and the role', () => {
      expect(declarationProblems([prompts({ create: [SYS_ADMIN, SISL_ADMIN], get: [ENGAGEMENT_MANAGER] })])).toEqual([
        expect.stringMatching(
          /^prompts\.create \(POST \/voice-service\/prompts\): endpointRoles admits slink-sisl-admin, which the screen 'prompts' in the area 'admin' does not \(it admits slink-sys-admin, slink-apilink-manager\)/,
        ),
        expect.stringMatching(/^prompts\.get \(GET \/voice-service\/prompts\/:id\): endpointRoles admits slink-engmnt-manager, /),
      ]);
      const anyRole = { ...prompts({ create: [SISL_ADMIN] }), area: 'digichannel', roles: undefined } as ScreenConfig;
      expect(declarationProblems([anyRole])).toEqual([
        expect.stringMatching(/^prompts: the area 'digichannel' admits /),
        expect.stringMatching(
          /^prompts\.create \(POST \/voice-service\/prompts\): endpointRoles admits slink-sisl-admin, .*area 'digichannel' does not \(it admits slink-sys-admin\)/,
        ),
      ]);
      expect(declarationProblems([{ ...prompts({ create: [SISL_ADMIN] }), roles: [SYS_ADMIN, SISL_ADMIN] } as ScreenConfig])).toEqual([]);
    });

    it.each([[undefined], [null]])('refuse %s, which would open a write to every signed-in user unsaid', (open) => {
      expect(declarationProblems([prompts({ create: open })])).toEqual([
        `prompts.create (POST /voice-service/prompts): endpointRoles opens it to every signed-in user with ${String(open)}; ` +
          "name some of the screen's roles, or say why every signed-in user may make it with everySignedIn('<reason>') (language/access.ts)",
      ]);
    });

    it('refuse every signed-in user without a reason, and roles for a call the screen does not declare', () => {
      expect(declarationProblems([prompts({ create: everySignedIn(' '), replay: [SYS_ADMIN] })])).toEqual([
        'prompts.create (POST /voice-service/prompts): everySignedIn gives no reason why every signed-in user may make it',
        'prompts.replay: endpointRoles names a call the screen does not declare',
      ]);
    });

    it('are checked at start', () => {
      expect(() => refuseFaultyDeclarations([...screens, prompts({ create: undefined })])).toThrow(
        /- prompts\.create \(POST \/voice-service\/prompts\): endpointRoles opens it/,
      );
    });
  });

  it('are checked before the platform opens anything, every problem named at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slink-refused-'));
    rmSync(dataDir, { recursive: true });
    const refused = createPlatform({ dataDir, screens: [...screens, listing('welcomes', '/home/welcomes')] });
    await expect(refused).rejects.toThrow(/^The screens' declarations cannot be served:\n {2}- welcomes\.list \(GET \/home\/welcomes\)/);
    await expect(refused).rejects.toThrow(/\n {2}- welcomes\.get \(GET \/home\/welcomes\/:id\)/);
    expect(() => refuseFaultyDeclarations(screens)).not.toThrow();
  });

  it("reserve the platform's own paths besides the console's", () => {
    expect(reservedPaths([]).map((p) => p.path)).toEqual(expect.arrayContaining([...NON_SCREEN_PREFIXES]));
  });
});
