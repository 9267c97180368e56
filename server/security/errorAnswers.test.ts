// No answer carries a stack trace or a server path: bodies that cannot be read, escapes that
// cannot be decoded and unexpected failures all answer a plain JSON message; the unexpected ones
// are logged on the server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorJson, notFoundJson } from '../errorAnswers';
import { HttpError } from '../http';
import { createRouter } from '../router';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { rawCall, type RawAnswer } from '../test/rawCall';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Traces and paths: "at fn (/x/y.ts:1:2)", file URLs, this checkout's folder, node_modules. */
const leaks = (text: string) =>
  /\bat [\w.<>]+ \(|\bat \/|file:\/\/|node_modules|\.ts:\d+|\.js:\d+/.test(text) || text.includes(process.cwd());

const expectPlain = (answer: RawAnswer, status: number, message: string) => {
  expect(leaks(answer.text)).toBe(false);
  expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status, body: { message } });
};

describe('on the platform', () => {
  let p: TestPlatform;
  let token: string;
  beforeAll(async () => {
    p = await startPlatform();
    token = await signIn(p.url, 'admin@example.com');
  });
  afterAll(() => p.stop());

  it.each([
    ['a truncated object', '{"account_group_name":'],
    ['a bare word', 'hello'],
    ['a trailing comma', '{"a":1,}'],
    ['a lone surrogate escape in a key', '{"\\ud800":'],
  ])('answers 400 in plain words to %s', async (_name, body) => {
    expectPlain(await rawCall(p.url, 'POST', '/auth/accountgroups', { token, body }), 400, 'The request body is not valid JSON');
  });

  it('answers 413 in plain words to a body over the limit', async () => {
    const body = JSON.stringify({ account_group_name: 'x'.repeat(11 * 1024 * 1024) });
    expectPlain(await rawCall(p.url, 'POST', '/auth/accountgroups', { token, body }), 413, 'The request body is too large');
  });

  it.each(['/auth/users/%E0%A4%A', '/auth/%', '/%zz', '/auth/users/%00', '/demo/outbox/%C0%AF'])(
    'answers %s without a trace',
    async (path) => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await rawCall(p.url, method, path, { token, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(leaks(answer.text)).toBe(false);
      }
    },
  );

  it('answers an unknown content type without a trace', async () => {
    const answer = await rawCall(p.url, 'POST', '/auth/accountgroups', { token, body: '<xml/>', contentType: 'application/xml' });
    expect(answer.status).toBe(400);
    expect(leaks(answer.text)).toBe(false);
  });
});

describe('errorJson', () => {
  let server: Server;
  let url: string;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    const app = express();
    const router = createRouter();
    router.get('/boom', () => {
      throw new Error(`cannot open ${process.cwd()}/server/secret.ts`);
    });
    router.get('/refused', () => {
      throw new HttpError(409, 'Conflict');
    });
    router.get('/library', () => {
      throw Object.assign(new Error('URIError: Failed to decode param at /x/y.js:1:2'), { status: 400 });
    });
    app.use(router, notFoundJson, errorJson);
    server = await new Promise<Server>((done) => {
      const s = app.listen(0, '127.0.0.1', () => done(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    logged.mockRestore();
    server.close();
  });

  it('answers an unexpected failure 500 in plain words and logs it on the server', async () => {
    expectPlain(await rawCall(url, 'GET', '/boom'), 500, 'Internal server error');
    expect(logged).toHaveBeenCalledWith('GET /boom:', expect.any(Error));
  });

  it('answers the platform own refusals with their message', async () => {
    expectPlain(await rawCall(url, 'GET', '/refused'), 409, 'Conflict');
  });

  it("answers a library's 4xx without the library's wording", async () => {
    expectPlain(await rawCall(url, 'GET', '/library'), 400, 'The request could not be read');
  });

  it('answers what no route took with a plain 404', async () => {
    expectPlain(await rawCall(url, 'GET', '/nothing'), 404, 'Not found');
  });
});
