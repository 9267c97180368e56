// The dashboard report's metrics: GET /dashboard-service/dashboards/:id/metrics/:period, worked
// out for the dashboard's accounts and programs (server/dashboardMetrics.ts). The dashboards
// themselves are kept from their declaration (the `records` of resources/dashboards.ts).
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { dashboardMetrics, PERIODS, type Period } from '../dashboardMetrics';
import { badRequest, idParam, notFound, route } from '../http';
import { dashboardMetricsShape } from '../../schemas/dashboardMetrics.schema';
import type { RouteAnswers } from '../contract/answerTypes';

export const DASHBOARD_MESSAGES = {
  period: `The metrics period must be one of: ${PERIODS.join(', ')}`,
} as const;

/** What the metrics call answers (the report's own schema), for the contract document (server/contract/openapi.ts). */
export const answers: RouteAnswers = {
  'GET /dashboard-service/dashboards/:id/metrics/:period': {
    status: 200,
    description: "The dashboard's imports today, and its call programs in the period asked for",
    schema: dashboardMetricsShape,
    params: { period: { type: 'string', enum: PERIODS } },
  },
};

export const dashboardRoutes = (ctx: Context): Router => {
  const router = createRouter();
  router.get(
    '/dashboard-service/dashboards/:id/metrics/:period',
    route((req, res) => {
      const id = idParam(req, 'id');
      const dashboard = ctx.store.data.dashboards.find((d) => d.engagement_dashboard_id === id);
      if (!dashboard) throw notFound('Dashboard not found');
      const period = req.params.period as Period;
      if (!PERIODS.includes(period)) throw badRequest(DASHBOARD_MESSAGES.period);
      res.json(dashboardMetrics(dashboard, ctx.store.data, period));
    }),
  );
  return router;
};
