// PUT /tools/auth/cache: the metadata cache refresh.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { now, route } from '../http';

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
