// A server of the generic record calls alone, for the record router's tests: the declarations
// given, over the data given (kept in memory; `commits()` counts the saves), called by login 42
// with the role a call names (none without it); `changedInPlace()` is what the last commit named.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { RecordKeeping } from '../../language/recordTypes';
import type { Context } from '../context';
import { createAnswerCache } from '../answerCache';
import { errorJson } from '../errorAnswers';
import { recordRoutes } from '../records/records';

export const useRecordServer = (keepings: readonly RecordKeeping[], data: Record<string, unknown>) => {
  let commits = 0;
  let changed: readonly object[] | undefined;
  // Where the store keeps the ids handed out (server/idMarks.ts), as every document has it.
  data.meta ??= {};
  const answers = createAnswerCache();
  const ctx = {
    store: {
      data,
      commit: async (inPlace?: readonly object[]) => {
        commits++;
        changed = inPlace;
      },
    },
    answers,
  } as unknown as Context;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    // Who calls, as the guard would have said: login 42, in the role and account groups the test names.
    app.use((req, res, next) => {
      const groupIds = (req.get('x-groups') ?? '').split(',').filter(Boolean).map(Number);
      res.locals.caller = { loginId: 42, role: req.get('x-role') ?? null, groupIds, login: { login_id: 42, account_group_ids: groupIds } };
      next();
    });
    app.use(recordRoutes(ctx, keepings));
    app.use(errorJson);
    server = await new Promise<Server>((done) => {
      const s = app.listen(0, '127.0.0.1', () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const call = async (method: string, path: string, body?: unknown, role?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(role ? { 'x-role': role } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // A path no route takes falls through to Express's own (HTML) 404 here.
    return { status: res.status, body: (text.startsWith('<') ? text : JSON.parse(text)) as any };
  };
  /** the rows the last save named as changed in place (server/store.ts) */
  return { call, commits: () => commits, changedInPlace: () => changed, answers };
};
