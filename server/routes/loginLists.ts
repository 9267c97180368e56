// The users and API clients lists as the platform answers them, one view per kind of caller:
// a slink-sisl-admin sees only limited-type logins, everyone else all of them. Each view is kept
// between calls (server/answerCache.ts) under its own key.
import type { Request, Response } from 'express';
import type { Context } from '../context';
import { renderLoginSummary } from '../views';
import { inSislView, type LoginKind } from './scope';

const listKey = (kind: LoginKind, sisl: boolean) => `/auth/${kind} ${sisl ? 'sisl' : 'all'}`;

const listAnswer = (ctx: Context, kind: LoginKind, sisl: boolean) => () =>
  ctx.store.data[kind].filter((login) => !sisl || inSislView(login)).map(renderLoginSummary);

/** The list call's answer for a caller with or without the sisl view. */
export const sendLoginList = (ctx: Context, kind: LoginKind, sisl: boolean, req: Request, res: Response): Promise<void> =>
  ctx.answers.sendList(req, res, listKey(kind, sisl), listAnswer(ctx, kind, sisl));

/** Works out the full views ahead of their first call: /admin, the console's landing screen, opens on the users list. */
export const prepareLoginLists = (ctx: Context, spaces?: number): Promise<unknown> =>
  Promise.all(
    (['users', 'apiclients'] as const).map((kind) => ctx.answers.prepare(listKey(kind, false), listAnswer(ctx, kind, false), spaces)),
  );
