// A bounded fuzz of every write call as its own role: a few hundred random bodies from a fixed
// seed, on loopback. No answer is a 5xx, and a refused body (4xx) changes nothing in the data.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';
import { rawCall } from '../test/rawCall';
import { RAW_BODIES, randomBody, seededRandom } from './randomBodies';
import { writeEndpoints } from '../test/writeEndpoints';
import { loadRecordKeeping } from '../recordFiles';

const SEED = 20261124;
const BODIES = 400;
// The caller's own password change and sign-out-like calls would lock the fuzz out of itself.
const SKIPPED = new Set(['POST /auth/password']);

let p: TestPlatform;
const tokens = new Map<string, string>();
beforeAll(async () => {
  p = await startPlatform();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, await signIn(p.url, account.email));
});
afterAll(() => p.stop());

// About 500 calls, each checked against a snapshot of all the data before and after: 25 s on a
// quiet 2-core machine, so a limit well above that (a limit, not a performance target).
const FUZZ_TIMEOUT = 120_000;

it(
  `answers ${BODIES} random bodies and ${RAW_BODIES.length} malformed ones without a 5xx, and a refusal changes nothing`,
  async () => {
    const random = seededRandom(SEED);
    const endpoints = writeEndpoints(await loadRecordKeeping()).filter((e) => !SKIPPED.has(`${e.rule.method} ${e.rule.pattern}`));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const send = async (index: number, body: string) => {
      const { rule, path, gate } = endpoints[index % endpoints.length];
      const token = tokens.get(gate ? gate[0] : 'slink-sys-admin')!;
      const before = await dataSnapshot(p);
      const answer = await rawCall(p.url, rule.method, path, { token, body });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const label = `${rule.method} ${path} ${body.slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
      if (answer.status >= 500) failures.push(label);
      else if (answer.status >= 400 && JSON.stringify(await dataSnapshot(p)) !== JSON.stringify(before))
        failures.push(`changed data: ${label}`);
    };
    for (let i = 0; i < BODIES; i += 1) await send(Math.floor(random() * endpoints.length), JSON.stringify(randomBody(random) ?? null));
    for (let i = 0; i < RAW_BODIES.length; i += 1) for (let j = 0; j < endpoints.length; j += 7) await send(i + j, RAW_BODIES[i]);
    expect(failures).toEqual([]);
    // The fuzz reached the handlers: most bodies were refused by validation, not by the guard.
    expect((statuses.get(400) ?? 0) + (statuses.get(409) ?? 0)).toBeGreaterThan(BODIES / 2);
    expect(statuses.get(401) ?? 0).toBe(0);
  },
  FUZZ_TIMEOUT,
);
