// Email domains and email unsubscribe groups: list, create,
// rename, delete, and their accounts (channelAccounts.ts). Names are unique, case-insensitively.
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, HttpError, idParam, notFound, route, text } from '../http';
import { nextId } from '../store';
import type { Data, EmailDomain, UnsubscribeGroup } from '../types';
import { check } from '../validation';
import { channelAccountRoutes, renderAccounts, vendorName } from './channelAccounts';

export const EMAIL_TEXTS = {
  domainNotFound: 'Email domain not found',
  groupNotFound: 'Unsubscribe group not found',
  attached: (url: string, vendor: string) =>
    `Email domain ${url} is attached to vendor account ${vendor}; remove it from the vendor first.`,
} as const;

const findDomain = (data: Data, id: number) => data.emailDomains.find((d) => d.email_domain_id === id);
const findGroup = (data: Data, id: number) => data.unsubscribeGroups.find((g) => g.email_unsubscribe_group_id === id);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const byText =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

const renderDomain = (data: Data, d: EmailDomain) => ({
  email_domain_id: d.email_domain_id,
  email_domain_url: d.email_domain_url,
  accounts_assigned: renderAccounts(data, d.account_ids),
});
const renderGroup = (data: Data, g: UnsubscribeGroup) => ({
  email_unsubscribe_group_id: g.email_unsubscribe_group_id,
  group_name: g.group_name,
  accounts_assigned: renderAccounts(data, g.account_ids),
});

export const emailChannelRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const domainOf = (id: number) => {
    const domain = findDomain(ctx.store.data, id);
    if (!domain) throw notFound(EMAIL_TEXTS.domainNotFound);
    return domain;
  };
  const groupOf = (id: number) => {
    const group = findGroup(ctx.store.data, id);
    if (!group) throw notFound(EMAIL_TEXTS.groupNotFound);
    return group;
  };
  const sortedDomains = (domains: EmailDomain[]) =>
    [...domains].sort(byText((d) => d.email_domain_url)).map((d) => renderDomain(ctx.store.data, d));

  router.get(
    '/email-service/emaildomains',
    route((_req, res) => res.json(sortedDomains(ctx.store.data.emailDomains))),
  );
  // The domains a vendor may still take (the vendor screens' picker).
  router.get(
    '/email-service/emailvendors/availableemaildomains',
    route((_req, res) => res.json(sortedDomains(ctx.store.data.emailDomains.filter((d) => d.vendor_account_id === null)))),
  );

  router.post(
    '/email-service/emaildomains',
    route(async (req, res) => {
      check('emailDomain', req.body ?? {});
      const data = ctx.store.data;
      const url = text(req.body.email_domain_url);
      if (data.emailDomains.some((d) => same(d.email_domain_url, url))) throw conflict();
      const domain: EmailDomain = {
        email_domain_id: nextId(data.emailDomains, 'email_domain_id'),
        email_domain_url: url,
        account_ids: [],
        vendor_account_id: null,
      };
      data.emailDomains.push(domain);
      await ctx.store.commit();
      res.status(201).json(renderDomain(data, domain));
    }),
  );

  router.put(
    '/email-service/emaildomains/:id',
    route(async (req, res) => {
      const domain = domainOf(idParam(req, 'id'));
      check('emailDomain', req.body ?? {});
      const url = text(req.body.email_domain_url);
      if (ctx.store.data.emailDomains.some((d) => d !== domain && same(d.email_domain_url, url))) throw conflict();
      domain.email_domain_url = url;
      await ctx.store.commit();
      res.json(renderDomain(ctx.store.data, domain));
    }),
  );

  router.delete(
    '/email-service/emaildomains/:id',
    route(async (req, res) => {
      const domain = domainOf(idParam(req, 'id'));
      // Mail of the vendor would go out from a domain the platform no longer knows.
      if (domain.vendor_account_id !== null)
        throw new HttpError(409, EMAIL_TEXTS.attached(domain.email_domain_url, vendorName(ctx.store.data, domain.vendor_account_id)));
      ctx.store.data.emailDomains = ctx.store.data.emailDomains.filter((d) => d !== domain);
      await ctx.store.commit();
      res.json({ message: `Successfully deleted email domain ${domain.email_domain_url}` });
    }),
  );

  router.get(
    '/email-service/unsubscribegroups',
    route((_req, res) =>
      res.json([...ctx.store.data.unsubscribeGroups].sort(byText((g) => g.group_name)).map((g) => renderGroup(ctx.store.data, g))),
    ),
  );

  router.post(
    '/email-service/unsubscribegroups',
    route(async (req, res) => {
      check('unsubscribeGroup', req.body ?? {});
      const data = ctx.store.data;
      const name = text(req.body.group_name);
      if (data.unsubscribeGroups.some((g) => same(g.group_name, name))) throw conflict();
      const group: UnsubscribeGroup = {
        email_unsubscribe_group_id: nextId(data.unsubscribeGroups, 'email_unsubscribe_group_id'),
        group_name: name,
        account_ids: [],
      };
      data.unsubscribeGroups.push(group);
      await ctx.store.commit();
      res.status(201).json(renderGroup(data, group));
    }),
  );

  router.put(
    '/email-service/unsubscribegroups/:id',
    route(async (req, res) => {
      const group = groupOf(idParam(req, 'id'));
      check('unsubscribeGroup', req.body ?? {});
      const name = text(req.body.group_name);
      if (ctx.store.data.unsubscribeGroups.some((g) => g !== group && same(g.group_name, name))) throw conflict();
      group.group_name = name;
      await ctx.store.commit();
      res.json(renderGroup(ctx.store.data, group));
    }),
  );

  router.delete(
    '/email-service/unsubscribegroups/:id',
    route(async (req, res) => {
      const group = groupOf(idParam(req, 'id'));
      ctx.store.data.unsubscribeGroups = ctx.store.data.unsubscribeGroups.filter((g) => g !== group);
      await ctx.store.commit();
      res.json({ message: `Successfully deleted unsubscribe group ${group.group_name}` });
    }),
  );

  router.use(
    channelAccountRoutes(ctx, {
      base: '/email-service/emaildomains',
      find: findDomain,
      kind: 'Email domain',
      notFound: EMAIL_TEXTS.domainNotFound,
    }),
  );
  router.use(
    channelAccountRoutes(ctx, {
      base: '/email-service/unsubscribegroups',
      find: findGroup,
      kind: 'Unsubscribe group',
      notFound: EMAIL_TEXTS.groupNotFound,
    }),
  );
  return router;
};
