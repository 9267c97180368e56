// A list answered whole from a stored collection is a record declaration with only a list call:
// a made-up screen declares one beside its own calls, in its own file, and the platform answers
// it, gated by the screen's endpoint table like any other call, with no other edit. Every such
// declaration of the console's screens answers its collection exactly as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, SYS_ADMIN } from '../../language/roles';
import { defineRecords, type RecordKeeping } from '../../language/recordTypes';
import type { ResourceConfig } from '../../language/types';
import { screens } from '../../resources/index';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { loadRecordKeeping } from '../recordFiles';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { madeUpScreen } from '../test/madeUpScreen';
import { rawCall } from '../test/rawCall';
import { callPath } from './recordPaths';

// Shifts, whose form would pick a kind of shift: the kinds are read by the system admin only.
const shifts: ResourceConfig = {
  ...madeUpScreen('shifts', 'shift_id', { list: 'GET /rota-service/shifts', kinds: 'GET /rota-service/shift-kinds' }),
  route: '/admin/shifts',
  area: 'admin',
  roles: [SYS_ADMIN, APILINK_MANAGER],
  endpointRoles: { kinds: [SYS_ADMIN] },
};
const kindRecords = defineRecords({
  screen: shifts,
  collection: 'shiftKinds',
  id: 'kind_code',
  schema: { properties: { kind_code: {}, kind_name: {}, hours: {} } },
  calls: { list: 'kinds' },
  fields: ['kind_name', 'hours'],
});
const KINDS = [
  { kind_code: 'NIGHT', kind_name: 'Night', hours: 10 },
  { kind_code: 'DAY', kind_name: 'Day', hours: 8 },
  { kind_code: 'SWING', kind_name: 'Swing' },
];

/** What a declaration whose one call is a list of the rows as stored writes, and nothing more. */
const PLAIN = new Set(['screen', 'collection', 'id', 'schema', 'fields', 'calls']);
const listOnly = (keepings: readonly RecordKeeping[]) =>
  keepings.filter((k) => Object.keys(k.calls ?? k.screen.endpoints).join() === 'list');
const wholeLists = (keepings: readonly RecordKeeping[]) => listOnly(keepings).filter((k) => Object.keys(k).every((key) => PLAIN.has(key)));

let p: TestPlatform;
let console_: RecordKeeping[];
const tokens = new Map<string, string>();
beforeAll(async () => {
  console_ = await loadRecordKeeping();
  p = await startPlatform({ screens: [...screens, shifts], records: [...console_, kindRecords] });
  (p.platform.store.data as unknown as Record<string, unknown[]>).shiftKinds = structuredClone(KINDS);
  await p.platform.store.commit();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, await signIn(p.url, account.email));
});
afterAll(() => p.stop());

const get = (path: string, role: string | null) => rawCall(p.url, 'GET', path, { token: role && tokens.get(role) });

describe("a made-up screen's list-only declaration", () => {
  it('is answered whole, in stored order, each row as stored', async () => {
    const answer = await get('/rota-service/shift-kinds', SYS_ADMIN);
    expect(answer.status).toBe(200);
    // The text, so the order of the fields counts too.
    expect(JSON.stringify(JSON.parse(answer.text))).toBe(JSON.stringify(KINDS));
  });

  it("is gated by the call's roles in the screen's endpoint table", async () => {
    expect((await get('/rota-service/shift-kinds', null)).status).toBe(401);
    expect((await get('/rota-service/shift-kinds', APILINK_MANAGER)).status).toBe(403);
    expect((await get('/rota-service/shift-kinds', ENGAGEMENT_MANAGER)).status).toBe(403);
  });

  it("serves that call only, not the screen's calls of the same names", async () => {
    // The screen's own list is allowed but kept by no declaration.
    expect((await get('/rota-service/shifts', SYS_ADMIN)).status).toBe(404);
  });
});

describe("the console's list-only declarations", () => {
  it('answer their collections exactly as stored', async () => {
    const lists = wholeLists(console_);
    expect(lists.length).toBeGreaterThan(5);
    // A list-only declaration writing more words is not a whole list only when it says its rows'
    // own shape (`listed`): one that gains another word cannot leave this check unnoticed.
    expect(
      listOnly(console_)
        .filter((k) => !lists.includes(k) && !k.listed)
        .map((k) => k.collection),
    ).toEqual([]);
    const stored = p.platform.store.data as unknown as Record<string, unknown[]>;
    for (const keeping of lists) {
      const path = callPath(keeping, 'list', 'GET')!;
      const answer = await get(path, SYS_ADMIN);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(JSON.stringify(JSON.parse(answer.text)), path).toBe(JSON.stringify(stored[keeping.collection]));
    }
  });
});
