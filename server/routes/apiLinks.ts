// API links (/api-link-service; docs/platform-api.md): the links, their attributes (saved as a
// whole array), their accounts, clone and in-use (data types and authentication methods: plainLists.ts). A link in
// use by programs cannot be changed or removed; names are unique (409 Conflict).
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { badRequest, conflict, idParam, notFound, route } from '../http';
import { nextId } from '../store';
import type { ApiLinkAttributeRecord, ApiLinkRecord } from '../types';
import { check } from '../validation';
import { accountPaths, channelAccountRoutes } from './channelAccounts';
import {
  checkApiLinkBody,
  cloneName,
  inUseRefusal,
  isInUse,
  nameTaken,
  renderApiLink,
  renderApiLinkRow,
  renderAttribute,
} from './apiLinkViews';

const BASE = '/api-link-service';
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const apiLinkRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const data = () => ctx.store.data;
  const linkOf = (id: number) => {
    const link = data().apiLinks.find((l) => l.api_link_id === id);
    if (!link) throw notFound('API link not found');
    return link;
  };
  const editableLink = (id: number) => {
    const link = linkOf(id);
    if (isInUse(link)) throw inUseRefusal();
    return link;
  };
  const attributesOf = (id: number) => data().apiLinkAttributes.filter((a) => a.api_link_id === id);

  router.get(
    `${BASE}/api-link`,
    route((_req, res) => res.json(data().apiLinks.map(renderApiLinkRow))),
  );
  router.get(
    `${BASE}/api-link/:id`,
    route((req, res) => res.json(renderApiLink(linkOf(idParam(req, 'id')), data()))),
  );
  router.get(
    `${BASE}/in-use/:id`,
    route((req, res) => {
      const link = linkOf(idParam(req, 'id'));
      res.json({ api_link_id: link.api_link_id, in_use: isInUse(link) });
    }),
  );

  router.post(
    `${BASE}/api-link`,
    route(async (req, res) => {
      const fields = checkApiLinkBody(data(), req.body ?? {});
      if (nameTaken(data(), fields.name)) throw conflict();
      const { enabled, ...rest } = fields;
      const link: ApiLinkRecord = {
        api_link_id: nextId(data().apiLinks, 'api_link_id'),
        ...rest,
        disabled_ind: enabled === false ? 1 : 0,
        account_ids: [],
        program_names: [],
      };
      data().apiLinks.push(link);
      await ctx.store.commit();
      res.status(201).json({ ApiLinkId: link.api_link_id });
    }),
  );

  router.put(
    `${BASE}/api-link/:id`,
    route(async (req, res) => {
      const link = editableLink(idParam(req, 'id'));
      const body = req.body ?? {};
      if (body.api_link_id !== undefined && str(body.api_link_id) !== String(link.api_link_id))
        throw badRequest('The api_link_id of the body is not the one of the path');
      const { enabled, ...fields } = checkApiLinkBody(data(), body);
      if (nameTaken(data(), fields.name, link)) throw conflict();
      Object.assign(link, fields, enabled === undefined ? {} : { disabled_ind: enabled ? 0 : 1 });
      await ctx.store.commit();
      res.json(renderApiLink(link, data()));
    }),
  );

  router.delete(
    `${BASE}/api-link/:id`,
    route(async (req, res) => {
      const link = editableLink(idParam(req, 'id'));
      const d = data();
      d.apiLinks = d.apiLinks.filter((l) => l !== link);
      d.apiLinkAttributes = d.apiLinkAttributes.filter((a) => a.api_link_id !== link.api_link_id);
      await ctx.store.commit();
      res.json({ message: `API link ${link.name} removed` });
    }),
  );

  router.post(
    `${BASE}/api-link/clone/:id`,
    route(async (req, res) => {
      const source = linkOf(idParam(req, 'id'));
      const d = data();
      // A clone copies the configuration and the attributes; accounts and programs stay with the original.
      const copy: ApiLinkRecord = {
        ...source,
        api_link_id: nextId(d.apiLinks, 'api_link_id'),
        name: cloneName(d, source.name),
        account_ids: [],
        program_names: [],
      };
      let nextAttribute = nextId(d.apiLinkAttributes, 'api_link_attribute_id');
      const attributes = attributesOf(source.api_link_id).map((a) => ({
        ...a,
        api_link_id: copy.api_link_id,
        api_link_attribute_id: nextAttribute++,
      }));
      d.apiLinks.push(copy);
      d.apiLinkAttributes.push(...attributes);
      await ctx.store.commit();
      res.status(201).json({ ApiLinkId: copy.api_link_id, name: copy.name });
    }),
  );

  router.get(
    `${BASE}/api-link-attributes/:id`,
    route((req, res) => {
      const link = linkOf(idParam(req, 'id'));
      res.json(attributesOf(link.api_link_id).map((a) => renderAttribute(a, data())));
    }),
  );

  router.put(
    `${BASE}/api-link-attributes/:id`,
    route(async (req, res) => {
      const link = editableLink(idParam(req, 'id'));
      const d = data();
      const rows = (req.body ?? {}).api_link_attributes;
      check('apiLinkAttributes', { api_link_attributes: rows, data_types: d.apiDataTypes });
      const own = new Map(attributesOf(link.api_link_id).map((a) => [a.api_link_attribute_id, a]));
      let next = nextId(d.apiLinkAttributes, 'api_link_attribute_id');
      const saved: ApiLinkAttributeRecord[] = (rows as Record<string, unknown>[]).map((row) => {
        const known =
          row.api_link_attribute_id === undefined || row.api_link_attribute_id === null || row.api_link_attribute_id === ''
            ? undefined
            : Number(row.api_link_attribute_id);
        if (known !== undefined && !own.has(known))
          throw badRequest(`Attribute ${str(row.api_link_attribute_id)} does not belong to this API link`);
        return {
          api_link_attribute_id: known ?? next++,
          api_link_id: link.api_link_id,
          api_data_type_id: Number(row.api_data_type_id),
          name: str(row.name).trim(),
          description: str(row.description),
          default_value: str(row.default_value),
          test_value: str(row.test_value),
        };
      });
      d.apiLinkAttributes = [...d.apiLinkAttributes.filter((a) => a.api_link_id !== link.api_link_id), ...saved];
      await ctx.store.commit();
      res.json(saved.map((a) => renderAttribute(a, d)));
    }),
  );

  router.use(
    channelAccountRoutes(ctx, {
      paths: accountPaths(`${BASE}/api-link`),
      find: (d, id) => d.apiLinks.find((l) => l.api_link_id === id),
      kind: 'API link',
      notFound: 'API link not found',
    }),
  );

  return router;
};
