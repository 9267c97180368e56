// Demo-mode helpers: the outbox of mails the provider "sent" (password reset links), and a reset
// of the data to the fixtures for tests and demos. Both answer callers on this machine only,
// unless the demo is opened on a trusted network (DEMO_PUBLIC_OUTBOX=1): the outbox holds every
// reset link, so whoever reads it can take over any account, and the reset wipes every change.
// Either way, only requests addressed to the demo itself, not other sites' pages (demoRequests.ts).
import type { Handler, Router } from 'express';
import { createRouter } from './router';
import type { Context } from './context';
import { route, sendError } from './http';
import { demoRequestsOnly } from './demoRequests';
import { isLoopbackAddress } from './loopback';
import { loadFixtures } from './store';
import type { Mail } from './types';
import { carryTokenVersions } from './auth/tokenVersion';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const newestFirst = (mails: readonly Mail[]) => [...mails].sort((a, b) => b.id - a.id);

export const outboxPage = (mails: readonly Mail[]): string => {
  const items = newestFirst(mails)
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To: ${escape(m.to)} &middot; ${escape(m.created_at)}</p>
  <pre>${escape(m.text)}</pre>
  <p><a href="${escape(m.link)}">${escape(m.link)}</a></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Demo outbox - Slink Console</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; color: #222; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 0.5rem; margin: 1rem 0; }
.meta { color: #666; font-size: 0.9rem; }
pre { white-space: pre-wrap; font-family: inherit; }
</style>
</head>
<body>
<h1>Demo outbox</h1>
<p>Mails the demo platform sent, newest first. Nothing leaves this machine.</p>
${items || '<p>No mails yet.</p>'}
</body>
</html>`;
};

export const DEMO_MESSAGES = {
  localOnly:
    'The demo outbox and the demo data reset answer only callers on the machine that runs the demo (DEMO_PUBLIC_OUTBOX=1 opens them on a trusted network)',
} as const;

const localCallersUnless =
  (open: boolean): Handler =>
  (req, res, next) => {
    if (open || isLoopbackAddress(req.socket.remoteAddress)) return next();
    sendError(res, 403, DEMO_MESSAGES.localOnly);
  };

export interface DemoRouteOptions {
  /** the outbox and the reset answer callers on other machines too */
  publicOutbox: boolean;
  /** host names the demo is opened by besides localhost and IP addresses */
  hosts?: readonly string[];
}

export const demoRoutes = (ctx: Context, fixtures: string, { publicOutbox, hosts = [] }: DemoRouteOptions): Router => {
  const router = createRouter();
  const helpers = ['/demo/outbox', '/demo/outbox.json', '/demo/reset'];
  router.use(helpers, demoRequestsOnly(hosts));
  router.use(helpers, localCallersUnless(publicOutbox));
  router.get('/demo/outbox', (_req, res) => {
    res.type('html').send(outboxPage(ctx.store.data.outbox));
  });
  router.get('/demo/outbox.json', (_req, res) => {
    res.json(newestFirst(ctx.store.data.outbox));
  });
  router.post(
    '/demo/reset',
    route(async (_req, res) => {
      const data = loadFixtures(fixtures);
      carryTokenVersions([...ctx.store.data.users, ...ctx.store.data.apiclients], [...data.users, ...data.apiclients]);
      await ctx.store.replace(data);
      res.json({ message: 'The demo data has been reset to the fixtures' });
    }),
  );
  return router;
};
