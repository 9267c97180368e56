// The console's one door to the platform: what it sends, and how each kind of answer comes back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createHttp } from './http';

const http = createHttp(
  () => 'https://platform.test',
  () => 'tok123',
);
const answer = (body: BodyInit | null, status = 200, statusText = 'OK') => vi.fn(async () => new Response(body, { status, statusText }));
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('sends the token and, with a body, JSON; answers the parsed JSON', async () => {
    const fetch = answer(JSON.stringify([{ id: 1 }]));
    vi.stubGlobal('fetch', fetch);
    expect(await http('GET', '/auth/users')).toEqual([{ id: 1 }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://platform.test/auth/users');
    const headers = init.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer tok123');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);

    vi.stubGlobal('fetch', answer('{"id":7}', 201, 'Created'));
    await http('POST', '/auth/users', { email: 'a@b.c' });
    const [, post] = (globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls[0] as unknown as [string, RequestInit];
    expect((post.headers as Headers).get('Content-Type')).toBe('application/json');
    expect(post.body).toBe('{"email":"a@b.c"}');
  });

  it('sends no body with a GET (fetch refuses one), whatever the caller passes', async () => {
    const fetch = answer('[]');
    vi.stubGlobal('fetch', fetch);
    await http('GET', '/api-link-service/api-link/9', {});
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
  });

  it('answers undefined for a success without JSON (an empty body)', async () => {
    vi.stubGlobal('fetch', answer(null, 204, 'No Content'));
    expect(await http('DELETE', '/auth/users/5')).toBeUndefined();
    vi.stubGlobal('fetch', answer('done'));
    expect(await http('POST', '/tools/cache')).toBeUndefined();
  });

  it("fails with the server's message, status and body", async () => {
    vi.stubGlobal('fetch', answer('{"message":"Conflict"}', 409, 'Conflict'));
    const error = await failure(http('POST', '/auth/users', {}));
    expect(error.message).toBe('Conflict');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: 'Conflict' });
  });

  it('fails with the status text when the failure has no JSON message', async () => {
    vi.stubGlobal('fetch', answer('<html>oops</html>', 502, 'Bad Gateway'));
    const error = await failure(http('GET', '/auth/users'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('fails with status 0 when the platform cannot be reached, or the answer breaks off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const unreachable = await failure(http('GET', '/auth/users'));
    expect(unreachable.status).toBe(0);
    expect(unreachable.message).toBe('Failed to fetch');

    // Half a list is never taken for an answer.
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id":1},'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', answer(broken));
    expect((await failure(http('GET', '/auth/users'))).status).toBe(0);
  });
});
