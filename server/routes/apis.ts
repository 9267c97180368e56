// API definitions: http method + URL, unique together; each may belong to API groups.
// The list (GET /auth/apis) is json-server's (platform.ts).
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { badRequest, conflict, idParam, notFound, route, text } from '../http';
import { nextId } from '../store';
import type { ApiRecord, Data } from '../types';
import { check } from '../validation';

export const API_MESSAGES = { deleted: 'API deleted successfully' } as const;

const taken = (data: Data, method: string, url: string, except?: ApiRecord) =>
  data.apis.some((a) => a !== except && a.http_method === method && a.url === url);

const groupsOf = (data: Data, value: unknown): ApiRecord['api_groups'] | undefined => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badRequest('api_groups must be a list of { api_group_id }');
  return value.map((entry) => {
    const id = Number(typeof entry === 'object' && entry ? (entry as { api_group_id?: unknown }).api_group_id : entry);
    if (!data.apiGroups.some((g) => g.id === id)) throw badRequest(`The API group ${String(id)} does not exist`);
    return { api_group_id: id };
  });
};

export const apiRoutes = (ctx: Context): Router => {
  const router = createRouter();

  router.post(
    '/auth/apis',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('api', body);
      const data = ctx.store.data;
      const method = body.http_method as ApiRecord['http_method']; // check('api') allowed only HTTP_METHODS
      const url = text(body.url);
      if (taken(data, method, url)) throw conflict();
      const api: ApiRecord = { id: nextId(data.apis, 'id'), http_method: method, url, api_groups: groupsOf(data, body.api_groups) ?? [] };
      data.apis.push(api);
      await ctx.store.commit();
      res.status(201).json(api);
    }),
  );

  router.post(
    '/auth/apis/:id',
    route(async (req, res) => {
      const data = ctx.store.data;
      const api = data.apis.find((a) => a.id === idParam(req, 'id'));
      if (!api) throw notFound();
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('api', body);
      const method = body.http_method as ApiRecord['http_method']; // check('api') allowed only HTTP_METHODS
      const url = text(body.url);
      if (taken(data, method, url, api)) throw conflict();
      api.http_method = method;
      api.url = url;
      api.api_groups = groupsOf(data, body.api_groups) ?? api.api_groups;
      await ctx.store.commit();
      res.json(api);
    }),
  );

  router.delete(
    '/auth/apis/:id',
    route(async (req, res) => {
      const data = ctx.store.data;
      const id = idParam(req, 'id');
      if (!data.apis.some((a) => a.id === id)) throw notFound();
      data.apis = data.apis.filter((a) => a.id !== id);
      await ctx.store.commit();
      res.json({ message: API_MESSAGES.deleted });
    }),
  );

  return router;
};
