// A screen under a service no screen used before is guarded the moment it exists: the platform
// is given one more made-up screen (voice prompts, read-only for one role) and its records, and
// nothing else. Every call of it, in every spelling, needs a token; the read-only role reads but
// never writes; a path of the new service that no screen declares is a 404 in every spelling;
// and what a refused call would have changed stays as it was.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, SYS_ADMIN } from '../../language/roles';
import type { ResourceConfig } from '../../language/types';
import { screens } from '../../resources/index';
import { defineRecords } from '../../language/recordTypes';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { declarationProblems } from '../declarationCheck';
import { createPlatform } from '../platform';
import { deriveRules } from '../guard';
import { PLATFORM_SERVICES } from '../test/platformServices';
import { loadRecordKeeping } from '../recordFiles';
import { dataSnapshot } from '../test/dataSnapshot';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { madeUpScreen } from '../test/madeUpScreen';
import { rawCall } from '../test/rawCall';
import { SPELLINGS } from './spellings';

const SERVICE = '/voice-service';
const prompts: ResourceConfig = {
  ...madeUpScreen(
    'voiceprompts',
    'prompt_id',
    {
      list: `GET ${SERVICE}/prompts`,
      get: `GET ${SERVICE}/prompts/:id`,
      create: `POST ${SERVICE}/prompts`,
      update: `PUT ${SERVICE}/prompts/:id`,
      delete: `DELETE ${SERVICE}/prompts/:id`,
    },
    { name: {} },
  ),
  // In an area that admits the API link manager, who may read the prompts; only the system admin
  // may change them.
  route: '/admin/voiceprompts',
  area: 'admin',
  roles: [SYS_ADMIN, APILINK_MANAGER],
  endpointRoles: { create: [SYS_ADMIN], update: [SYS_ADMIN], delete: [SYS_ADMIN] },
};
const records = defineRecords({
  screen: prompts,
  collection: 'voicePrompts',
  // borrowed: the account group's validator, which needs a group name in the body
  validator: 'accountGroup',
  fields: ['name'],
  deleted: 'Deleted %{name}',
});

const READS = [`${SERVICE}/prompts`, `${SERVICE}/prompts/1`];
const WRITES = [
  ['POST', `${SERVICE}/prompts`],
  ['PUT', `${SERVICE}/prompts/1`],
  ['DELETE', `${SERVICE}/prompts/1`],
] as const;
const CALLS = [...READS.map((path) => ['GET', path] as const), ...WRITES];
const BODY = { name: 'probe', account_group_name: 'probe' };
const GARBAGE = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIiwicm9sZSI6InNsaW5rLXN5cy1hZG1pbiJ9.bm90LWEtc2lnbmF0dXJl';

let p: TestPlatform;
const tokens = new Map<string, string>();
beforeAll(async () => {
  p = await startPlatform({ screens: [...screens, prompts], records: [...(await loadRecordKeeping()), records] });
  (p.platform.store.data as unknown as Record<string, unknown[]>).voicePrompts = [{ prompt_id: 1, name: 'Welcome' }];
  await p.platform.store.commit();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, await signIn(p.url, account.email));
});
afterAll(() => p.stop());

const token = (role: string) => tokens.get(role)!;
const call = (method: string, path: string, with_: string | null) =>
  rawCall(p.url, method, path, { token: with_, body: method === 'GET' ? undefined : BODY });

it('is a screen the platform starts with: its roles are ones its area admits, and its service takes no console path', async () => {
  expect(declarationProblems([...screens, prompts])).toEqual([]);
  // The same screen in an area only the system admin may open is refused.
  const elsewhere = { ...prompts, route: '/digichannel/voiceprompts', area: 'digichannel' } as const;
  const dataDir = join(p.dir, 'refused');
  await expect(createPlatform({ dataDir, screens: [...screens, elsewhere] })).rejects.toThrow(
    "voiceprompts: the area 'digichannel' admits slink-sys-admin only, not slink-apilink-manager",
  );
  expect(existsSync(dataDir)).toBe(false);
});

it('is a service no screen of the console declares, so the platform knows of it from the made-up screen alone', () => {
  expect(PLATFORM_SERVICES).not.toContain(SERVICE);
  expect(deriveRules([prompts]).map((rule) => rule.pattern.split('/')[1])).toEqual(Array(CALLS.length).fill(SERVICE.slice(1)));
});

describe.each(CALLS.map(([method, path]) => [`${method} ${path}`, method, path] as const))('%s', (_name, method, path) => {
  it('is a 401 without a valid token, in every spelling, and changes nothing', async () => {
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      for (const sent of [null, GARBAGE]) {
        const answer = await call(method, target, sent);
        expect({ target, token: sent && 'garbage', status: answer.status }).toEqual({ target, token: sent && 'garbage', status: 401 });
      }
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('is a 403 for a role the screen is not for, a 404 in any other spelling, and changes nothing', async () => {
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      const answer = await call(method, target, token(ENGAGEMENT_MANAGER));
      expect({ target, status: answer.status }).toEqual({ target, status: spelling.declared ? 403 : 404 });
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });
});

describe('the read-only role', () => {
  it.each(READS)('reads GET %s (200)', async (path) => {
    for (const spelling of SPELLINGS.filter((s) => s.declared)) {
      const answer = await call('GET', spelling.spell(path), token(APILINK_MANAGER));
      expect({ path: spelling.spell(path), status: answer.status }).toEqual({ path: spelling.spell(path), status: 200 });
    }
    expect(JSON.parse((await call('GET', `${SERVICE}/prompts/1`, token(APILINK_MANAGER))).text)).toMatchObject({ name: 'Welcome' });
  });

  it.each(WRITES)('never writes: %s %s is a 403, a 404 in any other spelling, and changes nothing', async (method, path) => {
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      const answer = await call(method, target, token(APILINK_MANAGER));
      expect({ target, status: answer.status }).toEqual({ target, status: spelling.declared ? 403 : 404 });
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });
});

describe('a path of the new service that no screen declares', () => {
  const undeclared = [
    ['GET', `${SERVICE}/other`],
    ['POST', `${SERVICE}/other`],
    ['GET', SERVICE],
    ['GET', `${SERVICE}/prompts/1/extra`],
    ['PATCH', `${SERVICE}/prompts/1`],
  ] as const;

  it.each(undeclared)('%s %s is a 404 in every spelling, even for the writing role', async (method, path) => {
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      const answer = await call(method, target, token(SYS_ADMIN));
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect((await call(method, target, null)).status).toBe(401);
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });
});

it('lets the writing role make every write, so the refusals above are the guard', async () => {
  const made = await call('POST', `${SERVICE}/prompts`, token(SYS_ADMIN));
  expect(made.status).toBe(201);
  const id = (JSON.parse(made.text) as { prompt_id: number }).prompt_id;
  expect((await call('PUT', `${SERVICE}/prompts/${id}`, token(SYS_ADMIN))).status).toBe(200);
  expect((await call('DELETE', `${SERVICE}/prompts/${id}`, token(SYS_ADMIN))).status).toBe(200);
});
