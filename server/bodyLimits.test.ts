// The public sign-in calls and the password change read at most 8 KB of body: anyone may call
// the first, any signed-in login the second, so a large body is refused (413, JSON { message })
// before it is read whole, however it is sent. Other calls read up to their largest honest body,
// worked out from their validators' schemas.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BODY_LIMIT } from './bodyLimits';
import { caller, postLogin, signIn, startPlatform, type TestPlatform } from './test/harness';
import { rawCall } from './test/rawCall';

const TOO_LARGE = { message: 'The request body is too large' };
const FORM = 'application/x-www-form-urlencoded';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
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
