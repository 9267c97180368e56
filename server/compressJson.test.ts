import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compressLargeJson } from './compressJson';

const big = Array.from({ length: 20000 }, (_, i) => ({ login_id: i, email: `user.${i}@example.org`, enabled: i % 2 === 0 }));
let url = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(compressLargeJson);
  app.get('/big', (_req, res) => res.json(big));
  app.get('/small', (_req, res) => res.json({ message: 'ok' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A raw answer: headers and body bytes exactly as sent (no automatic decompression). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('large JSON answers', () => {
  it('are gzip-compressed when the client accepts gzip, and decompress to the same JSON', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const { headers, body } = await get('/big', { 'Accept-Encoding': 'gzip, deflate' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('are sent plain to a client that does not accept gzip', async () => {
    const { headers, body } = await get('/big', { 'Accept-Encoding': 'identity' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString())).toEqual(big);
  });

  it('leave small answers as they are', async () => {
    const { headers, body } = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(body.toString())).toEqual({ message: 'ok' });
  });
});
