// Email templates and the editor's authorization. Bodies go
// through the shared `emailTemplate` validator (name required and at most 255, JSON text that
// parses), names are unique (409 'Conflict'), unknown ids are 404.
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { conflict, idParam, notFound, route, text } from '../http';
import { nextId } from '../store';
import type { Data, EmailTemplate } from '../types';
import { check } from '../validation';
import { channelAccountRoutes, renderAccounts } from './channelAccounts';

const BASE = '/email-service/emailbeetemplates';
export const TEMPLATE_MESSAGES = {
  notFound: 'Email template not found',
  deleted: 'Email template deleted successfully',
} as const;

const MAX_NAME = 255;

const nameTaken = (data: Data, name: string, except?: EmailTemplate) =>
  data.emailTemplates.some((t) => t !== except && t.email_bee_template_name.toLowerCase() === name.toLowerCase());

/** A row of the list: no JSON or HTML (kilobytes per template the list never shows). */
const listRow = (data: Data, t: EmailTemplate) => ({
  email_bee_template_id: t.email_bee_template_id,
  email_bee_template_name: t.email_bee_template_name,
  accounts_assigned: renderAccounts(data, t.account_ids),
});

const render = (data: Data, t: EmailTemplate) => ({
  ...listRow(data, t),
  email_bee_template_json: t.email_bee_template_json,
  email_bee_template_html: t.email_bee_template_html,
});

/** "<name> - Copy", then "<name> - Copy 2"...: unique and within the name limit. */
export const cloneName = (data: Data, name: string): string => {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ' - Copy' : ` - Copy ${n}`;
    const candidate = name.slice(0, MAX_NAME - suffix.length) + suffix;
    if (!nameTaken(data, candidate)) return candidate;
  }
};

export const emailTemplateRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const templateOf = (id: number) => {
    const found = ctx.store.data.emailTemplates.find((t) => t.email_bee_template_id === id);
    if (!found) throw notFound(TEMPLATE_MESSAGES.notFound);
    return found;
  };
  const body = (raw: unknown) => {
    check('emailTemplate', raw ?? {});
    const b = raw as Record<string, unknown>;
    return {
      email_bee_template_name: text(b.email_bee_template_name),
      email_bee_template_json: String(b.email_bee_template_json),
      email_bee_template_html: typeof b.email_bee_template_html === 'string' ? b.email_bee_template_html : '',
    };
  };

  // The editor's token. The real platform asks the vendor's auth service with its client
  // secret (never the browser); the demo issues a token only its stand-in editor accepts.
  router.post(
    '/email-service/bee/authorize',
    route((_req, res) => {
      res.json({ access_token: `demo-bee-${randomBytes(16).toString('hex')}`, token_type: 'bearer', expires_in: 300, v2: true });
    }),
  );

  router.get(
    BASE,
    route((_req, res) => {
      const data = ctx.store.data;
      res.json(data.emailTemplates.map((t) => listRow(data, t)));
    }),
  );

  router.get(
    `${BASE}/:id`,
    route((req, res) => {
      res.json(render(ctx.store.data, templateOf(idParam(req, 'id'))));
    }),
  );

  router.post(
    BASE,
    route(async (req, res) => {
      const values = body(req.body);
      const data = ctx.store.data;
      if (nameTaken(data, values.email_bee_template_name)) throw conflict();
      const template: EmailTemplate = {
        email_bee_template_id: nextId(data.emailTemplates, 'email_bee_template_id'),
        ...values,
        account_ids: [],
      };
      data.emailTemplates.push(template);
      await ctx.store.commit();
      // Required: a create response carries EmailBEETemplateId.
      res.status(201).json({ EmailBEETemplateId: template.email_bee_template_id, ...render(data, template) });
    }),
  );

  router.put(
    `${BASE}/:id`,
    route(async (req, res) => {
      const template = templateOf(idParam(req, 'id'));
      const values = body(req.body);
      if (nameTaken(ctx.store.data, values.email_bee_template_name, template)) throw conflict();
      Object.assign(template, values);
      await ctx.store.commit();
      res.json(render(ctx.store.data, template));
    }),
  );

  router.delete(
    `${BASE}/:id`,
    route(async (req, res) => {
      const template = templateOf(idParam(req, 'id'));
      ctx.store.data.emailTemplates = ctx.store.data.emailTemplates.filter((t) => t !== template);
      await ctx.store.commit();
      res.json({ message: TEMPLATE_MESSAGES.deleted });
    }),
  );

  router.post(
    `${BASE}/clone/:id`,
    route(async (req, res) => {
      const source = templateOf(idParam(req, 'id'));
      const data = ctx.store.data;
      // The copy starts unassigned: which accounts send a template is decided per template.
      const copy: EmailTemplate = {
        ...source,
        email_bee_template_id: nextId(data.emailTemplates, 'email_bee_template_id'),
        email_bee_template_name: cloneName(data, source.email_bee_template_name),
        account_ids: [],
      };
      data.emailTemplates.push(copy);
      await ctx.store.commit();
      res.status(201).json({ EmailBEETemplateId: copy.email_bee_template_id, ...render(data, copy) });
    }),
  );

  router.use(
    channelAccountRoutes(ctx, {
      base: BASE,
      find: (data, id) => data.emailTemplates.find((t) => t.email_bee_template_id === id),
      kind: 'Email template',
      notFound: TEMPLATE_MESSAGES.notFound,
    }),
  );

  return router;
};
