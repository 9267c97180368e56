// IP ranges per account group and application; answered grouped by (group, application).
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { badRequest, conflict, idParam, notFound, route, text } from '../http';
import { nextId } from '../store';
import type { Data, IpRange } from '../types';
import { formatIp, parseIp } from '../../schemas/rules/ip';
import { MSG } from '../../schemas/fields';
import { check } from '../validation';

// The octet and order rules (and their messages) are the shared `ipRange` validator's
// (schemas/rules/ip.ts, schemas/rules/ipRange.ts); only the answers' own texts live here.
export const IP_MESSAGES = {
  added: 'IP range added successfully',
  removed: 'IP range removed successfully',
} as const;

export const groupedRanges = (data: Data) => {
  const names = new Map(data.applications.map((a) => [a.application_type_code, a.application_name]));
  const groups = new Map<
    string,
    {
      account_group_id: number;
      application_name: string;
      application_type_code: string;
      range_list: Omit<IpRange, 'account_group_id' | 'application_type_code'>[];
    }
  >();
  for (const r of data.ipRanges) {
    const key = `${r.account_group_id}|${r.application_type_code}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        account_group_id: r.account_group_id,
        application_name: names.get(r.application_type_code) ?? r.application_type_code,
        application_type_code: r.application_type_code,
        range_list: [],
      };
      groups.set(key, entry);
    }
    entry.range_list.push({ id: r.id, ip_range_start: r.ip_range_start, ip_range_end: r.ip_range_end });
  }
  return [...groups.values()];
};

export const ipRangeRoutes = (ctx: Context): Router => {
  const router = createRouter();

  router.get(
    '/auth/ip-ranges',
    route((_req, res) => {
      res.json(groupedRanges(ctx.store.data));
    }),
  );

  router.post(
    '/auth/ip-ranges',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      check('ipRange', body);
      const data = ctx.store.data;
      const groupId = Number(body.account_group_id);
      if (!data.accountGroups.some((g) => g.id === groupId))
        throw badRequest(`The account group ${text(body.account_group_id)} does not exist`);
      const app = text(body.app_code);
      if (!data.applications.some((a) => a.application_type_code === app)) throw badRequest(`The application ${app} does not exist`);
      // `check` has refused malformed addresses and a start after the end; parsing again only
      // narrows the types and stores the one canonical text of each address.
      const start = parseIp(body.ip_range_start);
      const end = parseIp(body.ip_range_end);
      if (!start || !end) throw badRequest(MSG.ipOctet);
      const range: IpRange = {
        id: nextId(data.ipRanges, 'id'),
        account_group_id: groupId,
        application_type_code: app,
        ip_range_start: formatIp(start),
        ip_range_end: formatIp(end),
      };
      const same = (r: IpRange) =>
        r.account_group_id === groupId &&
        r.application_type_code === app &&
        r.ip_range_start === range.ip_range_start &&
        r.ip_range_end === range.ip_range_end;
      if (data.ipRanges.some(same)) throw conflict();
      data.ipRanges.push(range);
      await ctx.store.commit();
      res.status(201).json({ ...range, message: IP_MESSAGES.added });
    }),
  );

  router.delete(
    '/auth/ip-ranges/:id',
    route(async (req, res) => {
      const id = idParam(req, 'id');
      const data = ctx.store.data;
      if (!data.ipRanges.some((r) => r.id === id)) throw notFound('IP range not found');
      data.ipRanges = data.ipRanges.filter((r) => r.id !== id);
      await ctx.store.commit();
      res.json({ message: IP_MESSAGES.removed });
    }),
  );

  return router;
};
