// PUT /tools/auth/cache: the metadata cache refresh.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { now, route } from '../http';
import type { RouteAnswers } from '../contract/answerTypes';

/** What the refresh answers, for the contract document (server/contract/openapi.ts). */
export const answers: RouteAnswers = {
  'PUT /tools/auth/cache': {
    status: 200,
    description: 'The cache is refreshed, and when',
    schema: {
      type: 'object',
      required: ['message', 'refreshed_at'],
      properties: { message: { type: 'string' }, refreshed_at: { type: 'string', format: 'date-time' } },
    },
  },
};

export const toolRoutes = (ctx: Context): Router => {
  const router = createRouter();
  router.put(
    '/tools/auth/cache',
    route(async (_req, res) => {
      const refreshedAt = now();
      ctx.store.data.meta.cache_refreshed_at = refreshedAt;
      await ctx.store.commit();
      res.json({ message: 'Cache has been refreshed', refreshed_at: refreshedAt });
    }),
  );
  return router;
};
