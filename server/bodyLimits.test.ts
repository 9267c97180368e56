// The public sign-in calls and the password change read at most 8 KB of body: anyone may call
// the first, any signed-in login the second, so a large body is refused (413, JSON { message })
// before it is read whole, however it is sent. Other calls read up to their largest honest body,
// worked out from their validators' schemas.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTime } from '../shared/testTime';
import type { RecordKeeping } from '../language/recordTypes';
import { screens } from '../resources/index';
import { schemas } from '../schemas/index';
import { validatorSpecs } from '../schemas/validators';
import { callBodyLimits, callValidators, MAX_BODY_LIMIT, PUBLIC_BODY_LIMIT } from './bodyLimits';
import { loadRecordKeeping } from './recordFiles';
import { dataSnapshot } from './test/dataSnapshot';
import { caller, postLogin, signIn, startPlatform, type TestPlatform } from './test/harness';
import { heaviest, weight } from './test/heaviest';
import { rawCall } from './test/rawCall';

const TOO_LARGE = { message: 'The request body is too large' };
const FORM = 'application/x-www-form-urlencoded';

let p: TestPlatform;
let keepings: RecordKeeping[];
beforeAll(async () => {
  p = await startPlatform();
  keepings = await loadRecordKeeping();
});
afterAll(() => p.stop());

const loginForm = (password: string) =>
  new URLSearchParams({
    username: 'admin@example.com',
    password,
    client_id: 'slink-console',
    redirect_uri: '/login',
    state: 's',
  }).toString();

/** A body sent in chunks without a Content-Length, as a streaming client would. */
const chunked = (path: string, chunks: string[], contentType: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(p.url);
    const req = request({ host: hostname, port, method: 'POST', path, headers: { 'Content-Type': contentType } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may answer and close before every chunk is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });

describe('the public sign-in calls', () => {
  it('limit their bodies to 8 KB', () => {
    expect(PUBLIC_BODY_LIMIT).toBe(8 * 1024);
  });

  it.each([
    ['/oauth2/login', loginForm('x'.repeat(9000)), FORM],
    ['/oauth2/login/', loginForm('x'.repeat(9000)), FORM],
    ['/oauth2/login', JSON.stringify({ username: 'admin@example.com', password: 'x'.repeat(9000) }), 'application/json'],
    ['/oauth2/forgot', JSON.stringify({ email: `${'a'.repeat(20_000)}@example.com` }), 'application/json'],
    ['/oauth2/forgot', `email=${'a'.repeat(20_000)}`, FORM],
    ['/oauth2/reset', JSON.stringify({ token: 't', pwd1: 'x'.repeat(1_000_000) }), 'application/json'],
  ])('%s refuses a body over 8 KB with 413 and a JSON message', async (path, body, contentType) => {
    const answer = await rawCall(p.url, 'POST', path, { body, contentType });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
  });

  it('refuses a large body sent in chunks without a length', async () => {
    const answer = await chunked(
      '/oauth2/forgot',
      Array.from({ length: 20 }, () => 'a'.repeat(1000)),
      FORM,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
  });

  it('still signs in with an ordinary form, and answers a forgot call', async () => {
    expect(
      (
        await postLogin(p.url, {
          username: 'admin@example.com',
          password: 'Demo#2026',
          client_id: 'slink-console',
          redirect_uri: '/login',
          state: 's',
        })
      ).status,
    ).toBe(302);
    expect((await rawCall(p.url, 'POST', '/oauth2/forgot', { body: { email: 'nobody@example.com' } })).status).not.toBe(413);
  });
});

describe('other calls', () => {
  it('keep their larger limit: a 100 KB template is stored', async () => {
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    const answer = await admin('POST', '/email-service/emailbeetemplates', {
      email_bee_template_name: 'Large But Fine',
      email_bee_template_json: '{"page":{"rows":[]}}',
      email_bee_template_html: `<p>${'x'.repeat(100_000)}</p>`,
    });
    expect(answer.status).toBe(201);
  });
});

describe('the password change', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(p.url, 'engagement@example.com');
  });

  it('reads at most 8 KB of body, as the sign-in calls do', () => {
    expect(callBodyLimits(screens, keepings).get('POST /auth/password')?.bytes).toBe(PUBLIC_BODY_LIMIT);
  });

  it.each([
    ['a long current password', JSON.stringify({ oldpwd: 'x'.repeat(9000), pwd1: 'Abcdef1!', pwd2: 'Abcdef1!' })],
    ['9.8 MB of nested lists', `${'['.repeat(4_900_000)}${']'.repeat(4_900_000)}`],
  ])('refuses %s with 413 before reading it whole, and stores nothing', async (_name, body) => {
    const before = await dataSnapshot(p);
    const answer = await rawCall(p.url, 'POST', '/auth/password', { token, body });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('still reads an ordinary change', async () => {
    const answer = await rawCall(p.url, 'POST', '/auth/password', {
      token,
      body: { oldpwd: 'Wrong#2026', pwd1: 'Abcdef1!', pwd2: 'Abcdef1!' },
    });
    expect(answer.status).not.toBe(413);
  });
});

describe('each declared call', () => {
  it(
    'reads the heaviest body each of its validators takes (up to 10 MB), its bytes and its entries',
    () => {
      const limits = callBodyLimits(screens, keepings);
      const validated = [...callValidators(screens, keepings)];
      expect(validated.length).toBeGreaterThan(20);
      for (const [call, names] of validated)
        for (const name of names) {
          const body = JSON.stringify(heaviest(schemas[validatorSpecs[name].base]));
          const bytes = weight(JSON.parse(body));
          if (bytes > MAX_BODY_LIMIT) continue;
          expect(limits.get(call)?.bytes, `${call} (${name})`).toBeGreaterThanOrEqual(bytes);
          // Its commas: the texts hold none (€ only).
          expect(limits.get(call)?.entries, `${call} (${name})`).toBeGreaterThanOrEqual(body.split(',').length - 1);
        }
      // The largest: an email template's HTML and JSON of 1 MB each, and its accounts.
      expect(limits.get('POST /email-service/emailbeetemplates')?.bytes).toBe(MAX_BODY_LIMIT);
      // Bodies of up to 10 MB written and read for every validator: seconds alone, a minute and more
      // on a busy 2-core machine. A limit, not a performance target.
    },
    testTime(180_000),
  );

  it('refuses a body of more entries than its call takes with 413, before parsing it', async () => {
    const manager = await signIn(p.url, 'apilinks@example.com');
    const { entries } = callBodyLimits(screens, keepings).get('PUT /api-link-service/api-link-attributes/:id')!;
    // A list of `commas` + 1 zeros.
    const list = (commas: number) =>
      `{"api_link_attributes":[${Array(commas + 1)
        .fill('0')
        .join(',')}]}`;
    const before = await dataSnapshot(p);
    const over = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', { token: manager, body: list(entries + 1) });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text)).toEqual(TOO_LARGE);
    // At the limit: read, and refused by the list's own limit.
    const at = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', { token: manager, body: list(entries) });
    expect(at.status).toBe(400);
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('closes the connection after a 413, and says so: no client sends its next call on a connection holding the rest of a refused body', async () => {
    const manager = await signIn(p.url, 'apilinks@example.com');
    const { bytes, entries } = callBodyLimits(screens, keepings).get('PUT /api-link-service/api-link-attributes/:id')!;
    const overBytes = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', {
      token: manager,
      body: `{"api_link_attributes":[],"pad":"${'x'.repeat(bytes)}"}`,
    });
    const overEntries = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', {
      token: manager,
      body: `{"api_link_attributes":[${Array(entries + 2)
        .fill('0')
        .join(',')}]}`,
    });
    expect([overBytes.status, overBytes.headers.connection]).toEqual([413, 'close']);
    expect([overEntries.status, overEntries.headers.connection]).toEqual([413, 'close']);
  });

  it('refuses a body one byte over its limit with 413, and reads one at its limit', async () => {
    const manager = await signIn(p.url, 'apilinks@example.com');
    const limit = callBodyLimits(screens, keepings).get('PUT /api-link-service/api-link-attributes/:id')!.bytes;
    const padded = (bytes: number) =>
      `{"api_link_attributes":[],"pad":"${'x'.repeat(bytes - '{"api_link_attributes":[],"pad":""}'.length)}"}`;
    expect(Buffer.byteLength(padded(limit))).toBe(limit);
    const before = await dataSnapshot(p);
    const over = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', { token: manager, body: padded(limit + 1) });
    expect(over.status).toBe(413);
    expect(await dataSnapshot(p)).toEqual(before);
    const at = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/4', { token: manager, body: padded(limit) });
    expect(at.status).toBe(200);
  });

  it('refuses an API link whose authentication details weigh 9 MB with 413, and stores nothing', async () => {
    const manager = await signIn(p.url, 'apilinks@example.com');
    const before = await dataSnapshot(p);
    const answer = await rawCall(p.url, 'POST', '/api-link-service/api-link', {
      token: manager,
      body: {
        api_link_name: 'Huge Details',
        api_link_url: 'https://ehr.example.org/huge',
        api_link_verb: 'POST',
        api_link_enabled: true,
        api_link_authentication_method_id: 1,
        api_link_authentication_detail: JSON.stringify({ request: { note: 'x'.repeat(9_000_000) } }),
      },
    });
    expect(answer.status).toBe(413);
    expect(await dataSnapshot(p)).toEqual(before);
  });
});
