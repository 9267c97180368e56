// The scaffold of a new screen: names worked out from one word, every refusal said at once, and
// files that Prettier and ESLint pass as written (the type check and the screen itself:
// e2e/newScreen.test.ts, which builds them in a copy of the tree).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { consolePaths } from '../server/declarationCheck';
import { NON_SCREEN_PREFIXES } from '../server/platformSpace';
import { namesOf, parseArgs, pathsOf, type Known } from './newScreen';
import { configFile, fixturesFile, schemaFile, type ScreenNames } from './newScreenFiles';
import { ROOT } from './screenFileKinds';

const known = (over: Partial<Known> = {}): Known => ({
  areas: [
    { key: 'admin', roles: ['slink-sys-admin', 'slink-apilink-manager'] },
    { key: 'dashboard', roles: ['slink-engmnt-manager'] },
  ],
  roleConstants: { 'slink-sys-admin': 'SYS_ADMIN', 'slink-engmnt-manager': 'ENGAGEMENT_MANAGER' },
  screens: [
    { name: 'roles', route: '/admin/roles', area: 'admin', menu: 40, endpoints: { list: 'GET /auth/roles' } },
    { name: 'cache', route: '/admin/cache', area: 'admin', menu: 70, endpoints: {} },
  ],
  schemas: ['role'],
  validators: ['role'],
  textGroups: ['roles'],
  accounts: [10001, 10002, 10003],
  consolePaths: consolePaths(screens),
  exists: () => false,
  collections: ['resetTokens', 'outbox'],
  ...over,
});

const named = (name: string, options: object = {}, over: Partial<Known> = {}) => namesOf({ name, ...options }, known(over));

describe('new-screen', () => {
  it('reads a name and its two options', () => {
    expect(parseArgs(['voicePrompts', '--service', '/voice-service/prompts', '--area', 'admin'])).toEqual({
      name: 'voicePrompts',
      service: '/voice-service/prompts',
      area: 'admin',
    });
    expect(() => parseArgs([])).toThrow('usage: npm run new-screen -- <name>');
    expect(() => parseArgs(['voicePrompts', '--roles', 'x'])).toThrow('--roles: the options are --service <path> and --area <area>');
    expect(() => parseArgs(['voicePrompts', '--service'])).toThrow('each with its value');
  });

  it('works every name out of one word: files, route, id field, service, menu place, the role that writes', () => {
    expect(named('voicePrompts', { service: '/voice-service/prompts' })).toEqual({
      name: 'voicePrompts',
      entity: 'voicePrompt',
      screen: 'voiceprompts',
      words: 'voice prompt',
      plural: 'voice prompts',
      area: 'admin',
      base: '/voice-service/prompts',
      writer: 'SYS_ADMIN',
      order: 80,
      accounts: [10001, 10002],
    });
    expect(pathsOf({ name: 'voicePrompts', entity: 'voicePrompt' })).toEqual({
      schema: 'schemas/voicePrompt.schema.ts',
      config: 'resources/voicePrompts.ts',
      fixtures: 'fixtures/voicePrompts.json',
    });
    // A service of its own by default; an area without the system admin is written by its own role.
    expect(named('callCategories', { area: 'dashboard' })).toMatchObject({
      entity: 'callCategory',
      base: '/call-categories',
      writer: 'ENGAGEMENT_MANAGER',
      order: 10,
    });
  });

  it('refuses an invalid name, and says every reason a valid one cannot be made', () => {
    for (const name of ['VoicePrompts', 'voice-prompts', 'voicePrompt', 'vs', `${'a'.repeat(30)}s`])
      expect(named(name)).toEqual([expect.stringContaining(`"${name}" is not a screen name`)]);
    expect(named('roles', { service: '/auth/roles', area: 'nowhere' }, { exists: (path) => path.startsWith('fixtures/') })).toEqual([
      '--area nowhere: the areas are admin, dashboard (language/roles.ts AREAS)',
      "fixtures/roles.json exists already: a new screen's files are new ones",
      "the screen name 'roles' is the screen at /admin/roles already",
      "--service /auth/roles: other screens declare calls under it (GET /auth/roles (roles)…); a new screen's are its own",
      "the entity 'role' is a schema already (schemas/index.ts)",
      "the validator 'role' exists already",
      "the texts 'roles' exist already",
    ]);
    expect(named('demoNotes', { service: '/demo/notes' })).toEqual(['--service /demo/notes: the platform answers that path itself']);
    // The password-reset tokens are rows the platform keeps: a screen of that name would list them.
    expect(named('resetTokens')).toEqual([
      "the records' name 'resetTokens' is a collection the platform keeps already (server/types.ts COLLECTIONS or a screen's records)",
    ]);
    expect(named('voicePrompts', { service: '/Voice/:id' })).toEqual([
      expect.stringContaining('--service /Voice/:id: a path of lower-case'),
    ]);
  });
});

describe("a service over the console's own paths", () => {
  it.each([
    ['greetings', '/assets/greetings', '/assets', "a path the console's files are served from"],
    ['welcomes', '/home/welcomes', '/home', "the area 'home'"],
    ['welcomes', '/admin/welcomes', '/admin', "the area 'admin'"],
    ['welcomes', '/login/welcomes', '/login', 'a sign-in page'],
  ])('%s under %s is refused, naming the screen, its calls and the clash', (name, service, path, what) => {
    expect(named(name, { service })).toEqual([
      `--service ${service}: the calls of '${name}' (GET ${service}…) would make ${path} a service, and ${path} is ${what}, ` +
        'which would then ask for a token; a service may not be an area, a route, a sign-in page or a file of the console',
    ]);
  });

  it.each(['/homes/welcomes', '/assets-service/greetings', '/index', '/logins'])('takes %s, which only begins like one', (service) => {
    expect(named('welcomes', { service })).toMatchObject({ base: service });
  });

  it('refuses every path the platform answers itself, from its one list', () => {
    for (const prefix of NON_SCREEN_PREFIXES.filter((p) => !p.includes('.')))
      expect(named('notes', { service: `${prefix}/notes` })).toEqual([`--service ${prefix}/notes: the platform answers that path itself`]);
  });

  it("refuses a service over the route of a screen of the tree, read from the tree's screens", () => {
    const elsewhere = { ...screens[0], route: '/reports/all' } as (typeof screens)[number];
    const paths = consolePaths([...screens, elsewhere]);
    expect(named('welcomes', { service: '/reports/welcomes' }, { consolePaths: paths })).toEqual([
      expect.stringContaining(`and /reports/all is the route of the screen '${screens[0].name}'`),
    ]);
  });
});

describe('the files it writes', () => {
  const names = (name: string, service: string): ScreenNames => named(name, { service }) as ScreenNames;
  const cases = [
    names('voicePrompts', '/voice-service/prompts'),
    names('outboundCampaignSchedules', '/campaign-scheduling-service/schedules'),
  ];
  const eslint = new ESLint({ cwd: ROOT });

  it.each(cases.map((n) => [n.name, n] as const))('%s: pass Prettier and ESLint as written', async (_, n) => {
    const paths = pathsOf(n);
    for (const [path, text] of [
      [paths.schema, schemaFile(n)],
      [paths.config, configFile(n)],
    ]) {
      const filepath = join(ROOT, path);
      const options = { ...(await prettier.resolveConfig(filepath)), filepath };
      expect(await prettier.format(text, options), path).toBe(text);
      const [result] = await eslint.lintText(text, { filePath: filepath });
      expect(result.messages, path).toEqual([]);
    }
    const rows = JSON.parse(fixturesFile(n)) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual(
      Array(3).fill([`${n.entity.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_id`, 'name', 'description', 'account_ids']),
    );
  });

  it('keeps the writes to the writers: every call but the reads (so every form but the view)', () => {
    const config = configFile(cases[0]);
    expect(config).toContain('const WRITERS = [SYS_ADMIN] as const;');
    expect(config).toContain('endpointRoles: writersOnly(ENDPOINTS, WRITERS),');
  });
});
