// Kept answers: sent again unchanged until a write, never across views, never stale.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnswerCache, forgetAnswersOnWrite } from './answerCache';
import { compressLargeJson } from './compressJson';

let rows = Array.from({ length: 20000 }, (_, i) => ({ login_id: i, email: `user.${i}@example.org` }));
let worked = 0;
const answers = createAnswerCache(2);
let url = '';
let close: () => void;
const listOf = (view: string) => () => {
  worked++;
  return view === 'even' ? rows.filter((r) => r.login_id % 2 === 0) : view === 'small' ? rows.slice(0, 10) : rows;
};

beforeAll(async () => {
  const app = express();
  app.use(compressLargeJson);
  app.use(forgetAnswersOnWrite(answers));
  app.get('/list/:view', (req, res, next) => {
    answers.sendList(req, res, `list ${req.params.view}`, listOf(req.params.view)).catch(next);
  });
  app.get('/fails', (req, res, next) => {
    answers
      .sendList(req, res, 'fails', () => {
        throw new Error('no list');
      })
      .catch(next);
  });
  app.post('/list', (_req, res) => {
    rows = [...rows, { login_id: rows.length, email: 'new@example.org' }];
    res.status(201).json({ id: rows.length - 1 });
  });
  app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => res.status(500).json({ message: 'failed' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  answers.forget();
  worked = 0;
});

const call = (method: string, path: string, encoding = 'gzip') =>
  new Promise<{ status: number; encoding: unknown; json: unknown }>((resolve, reject) => {
    request(`${url}${path}`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], json: JSON.parse(text) });
      });
    })
      .on('error', reject)
      .end();
  });

describe('kept answers', () => {
  it('send the same large answer again without working it out', async () => {
    const first = await call('GET', '/list/all');
    const second = await call('GET', '/list/all');
    expect(worked).toBe(1);
    expect(second.encoding).toBe('gzip');
    expect(second.json).toEqual(first.json);
    expect(answers.size).toBe(1);
  });

  it('keep each view apart', async () => {
    await call('GET', '/list/all');
    const even = await call('GET', '/list/even');
    expect(worked).toBe(2);
    expect((even.json as unknown[]).length).toBe(rows.length / 2);
    expect(((await call('GET', '/list/all')).json as unknown[]).length).toBe(rows.length);
  });

  it('are forgotten by a write, so the next answer shows it', async () => {
    await call('GET', '/list/all');
    expect((await call('POST', '/list')).status).toBe(201);
    expect(answers.size).toBe(0);
    const after = await call('GET', '/list/all');
    expect((after.json as unknown[]).length).toBe(rows.length);
    expect(worked).toBe(2);
  });

  it('are shared by calls asking while one is being worked out', async () => {
    const [a, b] = await Promise.all([call('GET', '/list/all'), call('GET', '/list/all')]);
    expect(worked).toBe(1);
    expect(b.json).toEqual(a.json);
  });

  it('can be prepared ahead of the first call', async () => {
    await answers.prepare('list all', listOf('all'));
    expect(answers.size).toBe(1);
    const first = await call('GET', '/list/all');
    expect(worked).toBe(1);
    expect((first.json as unknown[]).length).toBe(rows.length);
  });

  it('are not kept when a write comes while compressing', async () => {
    const preparing = answers.prepare('list all', listOf('all'));
    answers.forget();
    await preparing;
    expect(answers.size).toBe(0);
    await call('GET', '/list/all');
    expect(worked).toBe(2);
  });

  it('keep at most their limit, the oldest out first', async () => {
    await call('GET', '/list/all');
    await call('GET', '/list/even');
    await call('GET', '/list/odd');
    expect(answers.size).toBe(2);
    await call('GET', '/list/even');
    expect(worked).toBe(3);
    await call('GET', '/list/all');
    expect(worked).toBe(4);
  });

  it('keep the one asked for again over one asked for once', async () => {
    await call('GET', '/list/all');
    await call('GET', '/list/even');
    await call('GET', '/list/all');
    await call('GET', '/list/odd');
    expect(worked).toBe(3);
    await call('GET', '/list/all');
    expect(worked).toBe(3);
    await call('GET', '/list/even');
    expect(worked).toBe(4);
  });

  it('are neither kept nor sent for a client without gzip, nor for a failure', async () => {
    const plain = await call('GET', '/list/all', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect((plain.json as unknown[]).length).toBe(rows.length);
    expect(answers.size).toBe(0);
    await call('GET', '/list/all');
    expect((await call('GET', '/list/all', 'identity')).encoding).toBeUndefined();
    expect(worked).toBe(3);
    expect((await call('GET', '/fails')).status).toBe(500);
    expect((await call('GET', '/fails')).status).toBe(500);
    expect(answers.size).toBe(1);
  });

  it('are not kept when small', async () => {
    const small = await call('GET', '/list/small');
    expect(small.json).toEqual(rows.slice(0, 10));
    await answers.prepare('list small', listOf('small'));
    expect(answers.size).toBe(0);
  });
});
