// npm run new-screen -- <name> [--service /voice-service/prompts] [--area admin]
// Writes a new screen's three files (docs/adding-a-screen.md): schemas/<entity>.schema.ts,
// resources/<name>.ts (config, texts, records) and fixtures/<name>.json, for records staff add,
// edit, view, delete and assign to accounts; only the system admin (or the area's first role)
// changes them. Writes nothing when a file exists, a name is taken or invalid, or the service
// would take one of the console's own paths (server/declarationCheck.ts), and says why.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeOf, routesOf, type ScreenConfig } from '../language/types';
import { clashOf, consolePaths, type ConsolePath } from '../server/declarationCheck';
import { isPlatformPath, NON_SCREEN_PREFIXES } from '../server/platformSpace';
import { ROOT } from './screenFileKinds';
import { configFile, fixturesFile, schemaFile, type ScreenNames } from './newScreenFiles';

export interface Request {
  name: string;
  service?: string;
  area?: string;
}

/** What the tree holds already, which a new screen must not take. */
export interface Known {
  areas: readonly { key: string; roles: readonly string[] | undefined }[];
  /** the role constants of language/roles.ts, by role */
  roleConstants: Readonly<Record<string, string>>;
  screens: readonly { name: string; route: ScreenConfig['route']; area: string; menu?: number; endpoints: Record<string, string> }[];
  schemas: readonly string[];
  validators: readonly string[];
  textGroups: readonly string[];
  accounts: readonly number[];
  /** the console's own paths, which no service may take (server/declarationCheck.ts) */
  consolePaths: readonly ConsolePath[];
  exists: (path: string) => boolean;
  /** the store's collections: those of server/types.ts (some the platform's own: reset tokens, the outbox) and the records' */
  collections: readonly string[];
}

const NAME = /^[a-z][a-zA-Z0-9]{1,28}s$/;
const SERVICE = /^(\/[a-z][a-z0-9-]*)+$/;

export const parseArgs = (args: readonly string[]): Request => {
  const [name, ...rest] = args;
  if (!name || name.startsWith('-'))
    throw new Error('usage: npm run new-screen -- <name> [--service /voice-service/prompts] [--area admin]');
  const request: Request = { name };
  for (let i = 0; i < rest.length; i += 2) {
    const [option, value] = [rest[i], rest[i + 1]];
    if ((option !== '--service' && option !== '--area') || value === undefined || value.startsWith('--'))
      throw new Error(`${option}: the options are --service <path> and --area <area>, each with its value`);
    request[option.slice(2) as 'service' | 'area'] = value;
  }
  return request;
};

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const wordsOf = (camel: string) => kebab(camel).replace(/-/g, ' ');
/** One record's name of the records' (`voicePrompts`: `voicePrompt`). */
export const singular = (plural: string) => (plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.slice(0, -1));

/** The files a screen of these names is. */
export const pathsOf = (names: Pick<ScreenNames, 'name' | 'entity'>) => ({
  schema: `schemas/${names.entity}.schema.ts`,
  config: `resources/${names.name}.ts`,
  fixtures: `fixtures/${names.name}.json`,
});

/** The names of the new screen, or the reasons it cannot be made (every one of them). */
export const namesOf = (request: Request, known: Known): ScreenNames | string[] => {
  const { name } = request;
  if (!NAME.test(name))
    return [`"${name}" is not a screen name: the records' name in camelCase, plural, of letters and digits (3 to 30), e.g. voicePrompts`];
  const areaKey = request.area ?? 'admin';
  const service = request.service ?? `/${kebab(name)}`;
  const area = known.areas.find((a) => a.key === areaKey);
  const problems: string[] = [];
  if (!area) problems.push(`--area ${areaKey}: the areas are ${known.areas.map((a) => a.key).join(', ')} (language/roles.ts AREAS)`);
  if (!SERVICE.test(service))
    problems.push(`--service ${service}: a path of lower-case words and dashes, its first word the service (e.g. /voice-service/prompts)`);
  const entity = singular(name);
  const screen = name.toLowerCase();
  const route = `/${areaKey}/${screen}`;
  const paths = pathsOf({ name, entity });
  for (const path of Object.values(paths))
    if (known.exists(path)) problems.push(`${path} exists already: a new screen's files are new ones`);
  const taken: string[] = [];
  for (const other of known.screens) {
    if (other.name === screen) problems.push(`the screen name '${screen}' is the screen at ${routeOf(other)} already`);
    else if (routesOf(other).includes(route)) problems.push(`the route ${route} is the screen '${other.name}''s already`);
    const call = Object.values(other.endpoints).find((spec) => `${spec.split(' ')[1]}/`.startsWith(`${service}/`));
    if (call) taken.push(`${call} (${other.name})`);
  }
  if (taken.length)
    problems.push(
      `--service ${service}: other screens declare calls under it (${taken.slice(0, 3).join(', ')}…); a new screen's are its own`,
    );
  if (isPlatformPath(NON_SCREEN_PREFIXES, service)) problems.push(`--service ${service}: the platform answers that path itself`);
  const clash = SERVICE.test(service) ? clashOf(service, known.consolePaths) : undefined;
  if (clash)
    problems.push(
      `--service ${service}: the calls of '${screen}' (GET ${service}…) would make /${service.split('/')[1]} a service, ` +
        `and ${clash.path} is ${clash.what}, which would then ask for a token; ` +
        'a service may not be an area, a route, a sign-in page or a file of the console',
    );
  if (known.collections.includes(name))
    problems.push(
      `the records' name '${name}' is a collection the platform keeps already (server/types.ts COLLECTIONS or a screen's records)`,
    );
  if (known.schemas.includes(entity)) problems.push(`the entity '${entity}' is a schema already (schemas/index.ts)`);
  if (known.validators.includes(entity)) problems.push(`the validator '${entity}' exists already`);
  if (known.textGroups.includes(screen)) problems.push(`the texts '${screen}' exist already`);
  if (problems.length || !area) return problems;
  const writer = area.roles === undefined || area.roles.includes('slink-sys-admin') ? 'slink-sys-admin' : area.roles[0];
  const orders = known.screens.filter((s) => s.area === areaKey && s.menu !== undefined).map((s) => s.menu!);
  return {
    name,
    entity,
    screen,
    words: wordsOf(entity),
    plural: wordsOf(name),
    area: areaKey,
    base: service,
    writer: known.roleConstants[writer],
    order: Math.max(0, ...orders) + 10,
    accounts: known.accounts.slice(0, 2),
  };
};

/** What this tree holds, read once its lists are written afresh. */
const knownInTree = async (): Promise<Known> => {
  await (await import('./screenFiles')).writeScreenFiles();
  const roles = await import('../language/roles');
  const { screens } = await import('../resources/index');
  const { schemas } = await import('../schemas/index');
  const { validatorSpecs } = await import('../schemas/validators');
  const { allTexts } = await import('../src/i18n/en/all');
  const accounts = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'accounts.json'), 'utf8')) as { account_id: number }[];
  return {
    areas: roles.AREAS,
    roleConstants: Object.fromEntries(
      Object.entries(roles)
        .filter(([key, value]) => /^[A-Z_]+$/.test(key) && typeof value === 'string')
        .map(([key, value]) => [value as string, key]),
    ),
    screens,
    schemas: Object.keys(schemas),
    validators: Object.keys(validatorSpecs),
    textGroups: Object.keys(allTexts),
    accounts: accounts.map((a) => a.account_id),
    consolePaths: consolePaths(screens, join(ROOT, 'dist')),
    exists: (path) => existsSync(join(ROOT, path)),
    collections: [
      ...(await import('../server/types')).COLLECTIONS,
      // The declarations only: their hooks' checks need the validators generated.
      ...(await (await import('../server/recordFiles')).loadRecordKeeping(undefined, { hooks: false })).map(
        (keeping) => keeping.collection,
      ),
    ],
  };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let names: ScreenNames | string[];
  try {
    names = namesOf(parseArgs(process.argv.slice(2)), await knownInTree());
  } catch (error) {
    names = [(error as Error).message];
  }
  if (Array.isArray(names)) {
    console.error(`new-screen: nothing written.\n${names.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const paths = pathsOf(names);
  const files = [
    [paths.schema, schemaFile(names)],
    [paths.config, configFile(names)],
    [paths.fixtures, fixturesFile(names)],
  ] as const;
  for (const [path, text] of files) writeFileSync(join(ROOT, path), text, { flag: 'wx' });
  // The lists and validators afresh, so the editor and a bare type check know the new screen.
  execFileSync('npm', ['run', '--silent', 'validators'], { cwd: ROOT, stdio: 'inherit' });
  console.log(
    [
      `new-screen: wrote ${files.map(([path]) => path).join(', ')}`,
      `  ${names.base} (a service of its own is guarded as soon as the screen declares it), menu '${names.area}' at ${names.order}`,
      '  next: make those three files your screen (docs/adding-a-screen.md), then npm start',
    ].join('\n'),
  );
}
