// The demo helpers answer only requests addressed to the demo, and take changes only from its own
// pages: a page that rebinds its name to this machine, or posts from another origin, gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REQUEST_MESSAGES, isDemoHost } from './demoRequests';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from './test/harness';
import { rawCall } from './test/rawCall';

let p: TestPlatform;
let port: string;
let admin: Call;
beforeAll(async () => {
  p = await startPlatform({ demoHosts: ['demo.lan'] });
  port = new URL(p.url).port;
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
});
afterAll(() => p.stop());

/** {port}: the platform's own port; the tables are written before the platform starts. */
const withPort = (text: string, offset = 0) => text.replace('{port}', String(Number(port) + offset));

const groupNames = async () =>
  ((await admin('GET', '/auth/accountgroups')).body as { account_group_name: string }[]).map((g) => g.account_group_name);
const addGroup = async (name: string) => {
  expect((await admin('POST', '/auth/accountgroups', { account_group_name: name })).status).toBe(201);
};

describe('a page that rebinds its name to the demo', () => {
  it.each(['rebind.attacker.example:8080', 'localhost.attacker.example', '127.0.0.1.nip.io', 'demo.lan.attacker.example', 'localhost.'])(
    'Host %s: the outbox and the reset answer 403 and change nothing',
    async (host) => {
      const headers = { Host: host };
      for (const path of ['/demo/outbox.json', '/demo/outbox']) {
        const answer = await rawCall(p.url, 'GET', path, { headers });
        expect(answer.status).toBe(403);
        expect(JSON.parse(answer.text)).toEqual({ message: DEMO_REQUEST_MESSAGES.host });
      }
      await addGroup(`Kept for ${host}`);
      expect((await rawCall(p.url, 'POST', '/demo/reset', { headers: { ...headers, Origin: `http://${host}` } })).status).toBe(403);
      expect(await groupNames()).toContain(`Kept for ${host}`);
    },
  );

  it.each(['localhost', 'localhost:{port}', 'LOCALHOST:8080', '127.0.0.1:8080', '[::1]:8080', '10.1.2.3', 'demo.lan:8080', 'DEMO.LAN'])(
    'Host %s is the demo: answered',
    async (host) => {
      expect((await rawCall(p.url, 'GET', '/demo/outbox.json', { headers: { Host: withPort(host) } })).status).toBe(200);
    },
  );
});

describe('a page of another origin', () => {
  // Another port of the same host is another origin; so is another name of this machine.
  it.each([
    ['http://evil.example', 0],
    ['null', 0],
    ['http://127.0.0.1:{port}', 1],
    ['http://localhost:{port}', 0],
  ] as const)('Origin %s cannot reset the data', async (spelling, offset) => {
    const origin = withPort(spelling, offset);
    await addGroup(`Kept from ${origin}`);
    const answer = await rawCall(p.url, 'POST', '/demo/reset', { headers: { Origin: origin } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ message: DEMO_REQUEST_MESSAGES.origin });
    expect(await groupNames()).toContain(`Kept from ${origin}`);
  });

  it("the demo's own page, and a caller that is no browser, reset it", async () => {
    await addGroup('Gone after the reset');
    expect((await rawCall(p.url, 'POST', '/demo/reset', { headers: { Origin: p.url } })).status).toBe(200);
    expect(await groupNames()).not.toContain('Gone after the reset');
    await addGroup('Gone again');
    expect((await rawCall(p.url, 'POST', '/demo/reset')).status).toBe(200);
    expect(await groupNames()).not.toContain('Gone again');
    const byName = { Host: `demo.lan:${port}`, Origin: `http://demo.lan:${port}` };
    expect((await rawCall(p.url, 'POST', '/demo/reset', { headers: byName })).status).toBe(200);
  });
});

describe('isDemoHost', () => {
  it('takes localhost, IP addresses and the configured names, any port; nothing else', () => {
    expect(isDemoHost('localhost:5173', [])).toBe(true);
    expect(isDemoHost('127.0.0.1', [])).toBe(true);
    expect(isDemoHost('[::1]:8080', [])).toBe(true);
    expect(isDemoHost('demo.lan', ['Demo.Lan'])).toBe(true);
    expect(isDemoHost('demo.lan', [])).toBe(false);
    expect(isDemoHost(undefined, [])).toBe(false);
    expect(isDemoHost('', [])).toBe(false);
    expect(isDemoHost('evil.example@127.0.0.1', [])).toBe(false);
    expect(isDemoHost('127.0.0.1/evil.example', [])).toBe(false);
    expect(isDemoHost('127.0.0.1 evil.example', [])).toBe(false);
  });
});
