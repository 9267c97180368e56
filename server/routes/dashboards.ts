// The dashboard service. GET one answers a one-element array, as the
// platform does; POST /{id} saves (id 0 creates) after the shared 'dashboard' validator and
// checks that every account exists and every program belongs to its account; names are unique
// (409 Conflict), so a clone is named "<name> - Copy", "<name> - Copy 2", ...
import type { Router } from 'express';
import { createRouter } from '../router';
import { parseFilters } from '../../schemas/rules/dashboardFilters';
import type { Context } from '../context';
import { dashboardMetrics, PERIODS, type Period } from '../dashboardMetrics';
import { badRequest, caller, conflict, idParam, notFound, now, route, text } from '../http';
import { nextId } from '../store';
import type { Data, DashboardFilterRecord, DashboardRecord } from '../types';
import { check } from '../validation';
import { renderDashboard } from './dashboardViews';

const BASE = '/dashboard-service/dashboards';
export const DASHBOARD_MESSAGES = {
  deleted: 'Successfully deleted engagement dashboard',
  period: `The metrics period must be one of: ${PERIODS.join(', ')}`,
} as const;
const MAX_NAME = 255;

const nameTaken = (data: Data, name: string, except?: DashboardRecord) =>
  data.dashboards.some((d) => d !== except && d.engagement_dashboard_name.toLowerCase() === name.toLowerCase());

/** "<name> - Copy", then " - Copy 2", ...; cut so the name stays within 255 characters. */
const cloneName = (data: Data, name: string): string => {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ' - Copy' : ` - Copy ${n}`;
    const candidate = name.slice(0, MAX_NAME - suffix.length) + suffix;
    if (!nameTaken(data, candidate)) return candidate;
  }
};

/** The filters of a valid save body as stored: accounts must exist, programs must be theirs. */
const storedFilters = (data: Data, filtersText: unknown): DashboardFilterRecord[] => {
  let nextFilterId = Math.max(0, ...data.dashboards.flatMap((d) => d.filters.map((f) => f.engagement_dashboard_filter_id))) + 1;
  return parseFilters(filtersText)!.map((f) => {
    const accountId = Number(f.account_id);
    const account = data.accounts.find((a) => a.account_id === accountId);
    if (!account) throw badRequest(`Account ${accountId} does not exist`);
    const programIds = [...new Set((f.programs ?? []).map((p) => Number(p.program_id)))];
    for (const id of programIds) {
      if (!data.dashboardPrograms.some((p) => p.program_id === id && p.account_id === accountId)) {
        throw badRequest(`Program ${id} is not a program of ${account.account_name}`);
      }
    }
    return { engagement_dashboard_filter_id: nextFilterId++, account_id: accountId, program_ids: programIds };
  });
};

export const dashboardRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const dashboardOf = (id: number) => {
    const found = ctx.store.data.dashboards.find((d) => d.engagement_dashboard_id === id);
    if (!found) throw notFound('Dashboard not found');
    return found;
  };
  const render = (d: DashboardRecord) => renderDashboard(d, ctx.store.data);

  router.get(
    BASE,
    route((_req, res) => res.json(ctx.store.data.dashboards.map(render))),
  );

  router.get(
    `${BASE}/accounts/:accountId/programs`,
    route((req, res) => {
      const accountId = idParam(req, 'accountId');
      if (!ctx.store.data.accounts.some((a) => a.account_id === accountId)) throw notFound('Account not found');
      const programs = ctx.store.data.dashboardPrograms
        .filter((p) => p.account_id === accountId)
        .map(({ program_id, program_type, program_name }) => ({ program_id, program_type, program_name }))
        .sort((a, b) => a.program_name.localeCompare(b.program_name));
      res.json(programs);
    }),
  );

  // The platform answers a list holding the one dashboard.
  router.get(
    `${BASE}/:id`,
    route((req, res) => res.json([render(dashboardOf(idParam(req, 'id')))])),
  );

  router.get(
    `${BASE}/:id/metrics/:period`,
    route((req, res) => {
      const dashboard = dashboardOf(idParam(req, 'id'));
      const period = req.params.period as Period;
      if (!PERIODS.includes(period)) throw badRequest(DASHBOARD_MESSAGES.period);
      res.json(dashboardMetrics(dashboard, ctx.store.data, period));
    }),
  );

  router.post(
    `${BASE}/:id/clone`,
    route(async (req, res) => {
      const source = dashboardOf(idParam(req, 'id'));
      const data = ctx.store.data;
      const at = now();
      let filterId = Math.max(0, ...data.dashboards.flatMap((d) => d.filters.map((f) => f.engagement_dashboard_filter_id))) + 1;
      const copy: DashboardRecord = {
        engagement_dashboard_id: nextId(data.dashboards, 'engagement_dashboard_id'),
        engagement_dashboard_name: cloneName(data, source.engagement_dashboard_name),
        description: source.description,
        created_date_time: at,
        modified_date_time: at,
        creator_login_id: caller(res).loginId,
        filters: source.filters.map((f) => ({ ...f, engagement_dashboard_filter_id: filterId++, program_ids: [...f.program_ids] })),
      };
      data.dashboards.push(copy);
      await ctx.store.commit();
      res.status(201).json(render(copy));
    }),
  );

  router.post(
    `${BASE}/:id`,
    route(async (req, res) => {
      const id = idParam(req, 'id');
      const data = ctx.store.data;
      const existing = id === 0 ? undefined : dashboardOf(id);
      const body = req.body ?? {};
      check('dashboard', body);
      const name = text(body.name);
      if (nameTaken(data, name, existing)) throw conflict();
      const filters = storedFilters(data, body.filters);
      const at = now();
      const saved: DashboardRecord = existing ?? {
        engagement_dashboard_id: nextId(data.dashboards, 'engagement_dashboard_id'),
        engagement_dashboard_name: name,
        description: '',
        created_date_time: at,
        modified_date_time: at,
        creator_login_id: caller(res).loginId,
        filters: [],
      };
      Object.assign(saved, { engagement_dashboard_name: name, description: text(body.description), filters, modified_date_time: at });
      if (!existing) data.dashboards.push(saved);
      await ctx.store.commit();
      res.status(existing ? 200 : 201).json(render(saved));
    }),
  );

  router.delete(
    `${BASE}/:id/delete`,
    route(async (req, res) => {
      const dashboard = dashboardOf(idParam(req, 'id'));
      ctx.store.data.dashboards = ctx.store.data.dashboards.filter((d) => d !== dashboard);
      await ctx.store.commit();
      res.json({ message: DASHBOARD_MESSAGES.deleted });
    }),
  );

  return router;
};
