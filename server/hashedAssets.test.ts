// The build's hashed scripts on the platform's origin: compressed once, cached for good, and
// nothing outside dist/assets/ reachable through them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from './csp';
import { IMMUTABLE } from './hashedAssets';
import { writeBuiltConsole, type BuiltConsole } from './test/builtConsole';
import { startPlatform, type TestPlatform } from './test/harness';
import { rawCall } from './test/rawCall';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
let p: TestPlatform;
let built: BuiltConsole;

/** The path exactly as written (a URL would resolve its dots) and the body as sent (fetch would decompress it). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawCall(p.url, method, path, { headers });

beforeAll(async () => {
  built = writeBuiltConsole('<!doctype html><title>Slink Console</title>', { 'index-AbCd1234.js': SCRIPT, 'tiny-AbCd1234.css': 'a{}' });
  p = await startPlatform({ staticDir: built.dir });
});
afterAll(async () => {
  await p.stop();
  built.remove();
});

describe('the hashed assets', () => {
  it('answers a script gzip-compressed, cached for good, with the security headers', async () => {
    const res = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    expect(res.bytes.length).toBeLessThan(SCRIPT.length / 3);
    expect(gunzipSync(res.bytes).toString()).toBe(SCRIPT);
  });

  it('answers the file as it is to a caller that does not accept gzip, and to HEAD without a body', async () => {
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    const head = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.bytes.length).toBe(0);
  });

  it('sends a file that compression would not shrink as it is', async () => {
    const res = await get('/assets/tiny-AbCd1234.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text).toBe('a{}');
  });

  it('reads a file rebuilt in place again', async () => {
    const file = join(built.dir, 'assets', 'later-AbCd1234.js');
    writeFileSync(file, 'export const a = 1;\n');
    expect((await get('/assets/later-AbCd1234.js')).text).toBe('export const a = 1;\n');
    writeFileSync(file, 'export const a = 22;\n');
    expect((await get('/assets/later-AbCd1234.js')).text).toBe('export const a = 22;\n');
  });

  it.each(['/assets/missing-AbCd1234.js', '/assets/..%2findex.html', '/assets/%2e%2e/index.html', '/assets/', '/assets/%E0%A4%A'])(
    '%s is not found (no app shell, nothing outside the folder)',
    async (path) => {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Slink Console');
    },
  );
});
