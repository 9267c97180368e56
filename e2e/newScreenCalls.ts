// The guard on a new screen's calls, asked of the copy's running platform (e2e/newScreen.test.ts):
// every call its config declares under its service (the shared ones, as the account picker's, are
// other screens' too), its parameters filled from the copy's fixtures, in every spelling a caller
// may try (server/security/spellings.ts): 401 without a token; for the read-only role 200 on each
// read the screen gives it (its list among them) and 403 on every write; 403 for a role outside
// the screen; any spelling but the declared ones a 404; and a path of the new service that no screen declares a
// 404 in every spelling, even for the writing role.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { allows, type Role } from '../language/roles';
import type { ResourceConfig } from '../language/types';
import { deriveRules } from '../server/guard';
import { SPELLINGS } from '../server/security/spellings';
import { loadFixtures } from '../server/store';
import { paramValues } from '../server/test/paramValues';
import { rawCall } from '../server/test/rawCall';

export interface Caller {
  role: Role;
  token: string;
}

/** The screen config a file of the copy exports (imported from the copy itself). */
export const copyScreen = async (dir: string, file: string): Promise<ResourceConfig> => {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  return Object.values(module).find(
    (value): value is ResourceConfig => typeof value === 'object' && value !== null && 'endpoints' in value,
  )!;
};

/** The calls the screen declares, as `METHOD path` with real records, read before write. */
const declaredCalls = (dir: string, screen: ResourceConfig) => {
  const valueOf = paramValues([screen], loadFixtures(join(dir, 'fixtures')));
  return deriveRules([screen])
    .map((rule) => ({
      rule,
      path: rule.pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => valueOf(rule.pattern, name, rule.source)),
    }))
    .sort((a, b) => Number(a.rule.method !== 'GET') - Number(b.rule.method !== 'GET'));
};

/** Paths of the screen's service that no screen declares: beside, above and below its calls. */
const undeclaredSiblings = (base: string) => {
  const service = `/${base.split('/')[1]}`;
  return [
    ['GET', `${service}/undeclared`],
    ['POST', `${service}/undeclared`],
    ['GET', service],
    ['GET', `${base}/1/undeclared`],
    ['PATCH', `${base}/1`],
  ] as const;
};

/** Every answer that is not the guard's, as `who METHOD target: status, not expected`; none when all are. */
export const guardMisses = async (
  url: string,
  dir: string,
  screen: ResourceConfig,
  base: string,
  { reader, outsider, writer }: { reader: Caller; outsider: Caller; writer: Caller },
): Promise<{ calls: number; misses: string[] }> => {
  const misses: string[] = [];
  let calls = 0;
  const expect = async (who: string, token: string | null, method: string, target: string, expected: number) => {
    calls++;
    const body = method === 'GET' ? undefined : { name: 'Probe' };
    const { status } = await rawCall(url, method, target, { token, body });
    if (status !== expected) misses.push(`${who} ${method} ${target}: ${status}, not ${expected}`);
  };
  const service = `/${base.split('/')[1]}/`;
  const own = declaredCalls(dir, screen).filter(({ rule }) => rule.pattern.startsWith(service));
  const reads = own.filter(({ rule }) => rule.method === 'GET' && allows(rule.roles, reader.role));
  if (!reads.some(({ rule }) => rule.source.endsWith('.list'))) misses.push(`${reader.role} may not list the screen`);
  for (const { rule, path } of own) {
    const read = reads.some((r) => r.rule === rule);
    if (rule.method !== 'GET' && allows(rule.roles, reader.role))
      misses.push(`${reader.role} may ${rule.method} ${rule.pattern}: a read-only role`);
    // Every read of the screen's own records is the reader's: its view shows what they answer.
    if (rule.method === 'GET' && !read) misses.push(`${reader.role} may not GET ${rule.pattern}, which its view reads`);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      const refused = spelling.declared ? 403 : 404;
      await expect('no token', null, rule.method, target, 401);
      await expect(reader.role, reader.token, rule.method, target, read && spelling.declared ? 200 : refused);
      await expect(outsider.role, outsider.token, rule.method, target, refused);
    }
  }
  for (const [method, path] of undeclaredSiblings(base))
    for (const spelling of SPELLINGS) {
      await expect('no token', null, method, spelling.spell(path), 401);
      await expect(writer.role, writer.token, method, spelling.spell(path), 404);
    }
  return { calls, misses };
};
