// Custom data transformations: details, the mapping list (replaced whole),
// clone, and assigned accounts. A transformation applied by an API link is in use: its details
// and mappings cannot change and it cannot be removed (409), as the console shows it read-only.
import type { Request, Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, HttpError, idParam, notFound, route, text, badRequest } from '../http';
import { nextId } from '../store';
import type { Data, TransformationMappingRecord, TransformationRecord } from '../types';
import { check } from '../validation';
import { channelAccountRoutes } from './channelAccounts';
import { DEFAULT_OUTPUT_TYPE, MAX_TRANSFORMATION_NAME } from '../../schemas/transformation.schema';

const BASE = '/api-link-service/transformations';

export const TRANSFORMATION_MESSAGES = {
  notFound: 'Transformation not found',
  inUse: 'This Transformation is in use',
  deleted: 'Transformation deleted successfully',
  accountAdded: 'Transformation account added successfully',
  accountRemoved: 'Transformation account removed successfully',
} as const;

const render = (t: TransformationRecord) => ({
  api_link_transform_rule_id: t.api_link_transform_rule_id,
  name: t.name,
  description: t.description,
  output_type: t.output_type,
  in_use: t.used_by_api_link_ids.length > 0,
  accounts_assigned: t.account_ids.length,
});

const nameTaken = (data: Data, name: string, except?: TransformationRecord) =>
  data.transformations.some((t) => t !== except && t.name.toLowerCase() === name.toLowerCase());

/** '<name> (copy)', then '(copy 2)', '(copy 3)'...: the first free one, within the name limit. */
export const cloneName = (data: Data, name: string): string => {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = name.slice(0, MAX_TRANSFORMATION_NAME - suffix.length) + suffix;
    if (!nameTaken(data, candidate)) return candidate;
  }
};

/** Mapping ids are one sequence across every transformation (as a database table's would be). */
const nextMappingId = (data: Data) =>
  nextId(
    data.transformations.flatMap((t) => t.mappings),
    'mapping_id',
  );

const details = (body: Record<string, unknown>) => ({
  name: text(body.name),
  description: text(body.description),
  output_type: (text(body.output_type) || DEFAULT_OUTPUT_TYPE) as TransformationRecord['output_type'],
});

export const transformationRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const find = (req: Request) => {
    const id = idParam(req, 'id');
    const found = ctx.store.data.transformations.find((t) => t.api_link_transform_rule_id === id);
    if (!found) throw notFound(TRANSFORMATION_MESSAGES.notFound);
    return found;
  };
  const editable = (req: Request) => {
    const found = find(req);
    if (found.used_by_api_link_ids.length > 0) throw new HttpError(409, TRANSFORMATION_MESSAGES.inUse);
    return found;
  };

  router.get(
    BASE,
    route((_req, res) => res.json(ctx.store.data.transformations.map(render))),
  );

  router.post(
    BASE,
    route(async (req, res) => {
      check('transformation', req.body ?? {});
      const data = ctx.store.data;
      const fields = details(req.body);
      if (nameTaken(data, fields.name)) throw conflict();
      const created: TransformationRecord = {
        api_link_transform_rule_id: nextId(data.transformations, 'api_link_transform_rule_id'),
        ...fields,
        mappings: [],
        account_ids: [],
        used_by_api_link_ids: [],
      };
      data.transformations.push(created);
      await ctx.store.commit();
      res.status(201).json(render(created));
    }),
  );

  router.get(
    `${BASE}/:id`,
    route((req, res) => res.json(render(find(req)))),
  );

  router.put(
    `${BASE}/:id`,
    route(async (req, res) => {
      const found = editable(req);
      check('transformation', req.body ?? {});
      const fields = details(req.body);
      if (nameTaken(ctx.store.data, fields.name, found)) throw conflict();
      Object.assign(found, fields);
      await ctx.store.commit();
      res.json(render(found));
    }),
  );

  router.delete(
    `${BASE}/:id`,
    route(async (req, res) => {
      const found = editable(req);
      ctx.store.data.transformations = ctx.store.data.transformations.filter((t) => t !== found);
      await ctx.store.commit();
      res.json({ message: TRANSFORMATION_MESSAGES.deleted });
    }),
  );

  // The copy gets the details and mappings (new ids); accounts and API links stay with the original.
  router.post(
    `${BASE}/:id/clone`,
    route(async (req, res) => {
      const source = find(req);
      const data = ctx.store.data;
      let mappingId = nextMappingId(data);
      const copy: TransformationRecord = {
        api_link_transform_rule_id: nextId(data.transformations, 'api_link_transform_rule_id'),
        name: cloneName(data, source.name),
        description: source.description,
        output_type: source.output_type,
        mappings: source.mappings.map((m) => ({ ...m, mapping_id: mappingId++ })),
        account_ids: [],
        used_by_api_link_ids: [],
      };
      data.transformations.push(copy);
      await ctx.store.commit();
      res.status(201).json(render(copy));
    }),
  );

  router.get(
    `${BASE}/:id/mappings`,
    route((req, res) => res.json(find(req).mappings)),
  );

  // The whole list: rows with a known mapping_id keep it, 0 adds a row, rows left out are removed.
  router.put(
    `${BASE}/:id/mappings`,
    route(async (req, res) => {
      const found = editable(req);
      const body = (req.body ?? {}) as { mappings?: unknown };
      check('transformationMappings', { output_type: found.output_type, mappings: body.mappings });
      const rows = body.mappings as { mapping_id?: number; map_from: string; map_to: string }[];
      const own = new Set(found.mappings.map((m) => m.mapping_id));
      const kept = new Set<number>();
      for (const row of rows) {
        const id = row.mapping_id ?? 0;
        if (id === 0) continue;
        if (!own.has(id)) throw badRequest(`Mapping ${id} does not belong to this transformation`);
        if (kept.has(id)) throw badRequest(`Mapping ${id} is listed more than once`);
        kept.add(id);
      }
      let mappingId = nextMappingId(ctx.store.data);
      const mappings: TransformationMappingRecord[] = rows.map((row) => ({
        mapping_id: row.mapping_id || mappingId++,
        map_from: row.map_from,
        map_to: row.map_to,
      }));
      found.mappings = mappings;
      await ctx.store.commit();
      res.json(mappings);
    }),
  );

  router.use(
    channelAccountRoutes(ctx, {
      base: BASE,
      find: (data, id) => data.transformations.find((t) => t.api_link_transform_rule_id === id),
      kind: 'Transformation',
      notFound: TRANSFORMATION_MESSAGES.notFound,
      added: TRANSFORMATION_MESSAGES.accountAdded,
      removed: TRANSFORMATION_MESSAGES.accountRemoved,
      named: true,
    }),
  );

  return router;
};
