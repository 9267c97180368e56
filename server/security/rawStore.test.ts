// The store behind the platform is never reachable over HTTP: not at its old internal mount, in
// any spelling, nor at json-server's default paths (/users, /db), with or without a token.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';
import { rawCall } from '../test/rawCall';

const PATHS = [
  '/__db/users',
  '/__DB/users',
  '/__Db/users/1001',
  '/%5F%5Fdb/users',
  '/%5f%5fdb/users',
  '/%255F%255Fdb/users',
  '/__db%2Fusers',
  '//__db/users',
  '/__db//users',
  '/x/../__db/users',
  '/auth/../__db/users',
  '/./__db/users',
  '/__db\\users',
  '/__db',
  '/db',
  '/users',
  '/users/1001',
  '/accounts',
  '/resetTokens',
  '/outbox',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const BODY = {
  id: 9999,
  email: 'intruder@example.com',
  user_type: 'STAFF',
  enabled: true,
  password_hash: 'x',
  app_roles: [{ role_name: 'slink-sys-admin' }],
};

let p: TestPlatform;
let token: string;
beforeAll(async () => {
  p = await startPlatform();
  token = await signIn(p.url, 'admin@example.com');
});
afterAll(() => p.stop());

it.each(PATHS)('%s: no method, with or without a token, reads or writes the store', async (path) => {
  const before = await dataSnapshot(p);
  for (const method of METHODS) {
    for (const who of [null, token]) {
      const answer = await rawCall(p.url, method, path, { token: who, body: method === 'GET' || method === 'DELETE' ? undefined : BODY });
      expect({ method, who: who && 'admin', ok: answer.status < 300 }).toEqual({ method, who: who && 'admin', ok: false });
      expect(answer.text).not.toContain('password_hash');
    }
  }
  expect(await dataSnapshot(p)).toEqual(before);
});
