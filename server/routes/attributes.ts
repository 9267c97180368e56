// Login attributes: GET /auth/attributes lists the attribute types (json-server, see
// platform.ts); these are the rows of one login.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { badRequest, conflict, idParam, notFound, route, text } from '../http';
import { nextId } from '../store';
import type { Data } from '../types';
import { check } from '../validation';
import { findLogin } from '../views';

const rowsOf = (data: Data, loginId: number) => {
  const names = new Map(data.attributeTypes.map((t) => [t.attribute_id, t.attribute_name]));
  return data.attributes
    .filter((a) => a.login_id === loginId)
    .map((a) => ({
      id: a.id,
      attribute_id: a.attribute_id,
      attribute: names.get(a.attribute_id) ?? String(a.attribute_id),
      value: a.value,
    }));
};

export const attributeRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const loginOf = (loginId: number) => {
    const login = findLogin(ctx.store.data, loginId);
    if (!login) throw notFound();
    return login;
  };

  router.get(
    '/auth/attributes/:loginId',
    route((req, res) => {
      const login = loginOf(idParam(req, 'loginId'));
      res.json(rowsOf(ctx.store.data, login.login_id));
    }),
  );

  router.post(
    '/auth/attributes/:loginId',
    route(async (req, res) => {
      const login = loginOf(idParam(req, 'loginId'));
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('loginAttribute', body);
      const data = ctx.store.data;
      const attributeId = Number(body.attribute_id);
      const type = data.attributeTypes.find((t) => t.attribute_id === attributeId);
      if (!type) throw badRequest(`The attribute type ${text(body.attribute_id)} does not exist`);
      const value = text(body.attribute_value);
      if (data.attributes.some((a) => a.login_id === login.login_id && a.attribute_id === attributeId && a.value === value))
        throw conflict();
      const row = { id: nextId(data.attributes, 'id'), login_id: login.login_id, attribute_id: attributeId, value };
      data.attributes.push(row);
      await ctx.store.commit();
      res.status(201).json({ id: row.id, attribute_id: attributeId, attribute: type.attribute_name, value, login_id: login.login_id });
    }),
  );

  router.delete(
    '/auth/attributes/:loginId/:rowId',
    route(async (req, res) => {
      const login = loginOf(idParam(req, 'loginId'));
      const rowId = idParam(req, 'rowId');
      const data = ctx.store.data;
      const row = data.attributes.find((a) => a.id === rowId && a.login_id === login.login_id);
      if (!row) throw notFound();
      data.attributes = data.attributes.filter((a) => a !== row);
      await ctx.store.commit();
      res.json({ message: 'The attribute has been removed' });
    }),
  );

  return router;
};
