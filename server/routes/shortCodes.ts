// SMS short codes: list with account and program counts,
// programs per code, save (create or update in one call), delete. Accounts: channelAccounts.ts.
import type { Router } from 'express';
import { createRouter } from '../router';
import { shortCodeProblem } from '../../schemas/rules/shortCode';
import { withDefaultMessages } from '../../schemas/rules/shortCodeDefaults';
import type { Context } from '../context';
import { badRequest, caller, conflict, HttpError, idParam, notFound, now, route, text } from '../http';
import { nextId } from '../store';
import type { Data, ShortCode } from '../types';
import { check } from '../validation';
import { accountPaths, channelAccountRoutes, vendorName } from './channelAccounts';

export const SHORT_CODE_TEXTS = {
  notFound: 'Short code not found',
  codeChanged: 'Short Code cannot be changed once it exists.',
  deleted: 'Shortcode deleted successfully',
  attached: (code: string, vendor: string) =>
    `Short code ${code} is attached to vendor account ${vendor}; remove it from the vendor first.`,
  inUse: (code: string, n: number) =>
    `Short code ${code} is used by ${n} program${n === 1 ? '' : 's'}; move the programs to another code first.`,
} as const;

const findCode = (data: Data, id: number) => data.shortCodes.find((c) => c.ShortCodeId === id);
const programsOf = (data: Data, id: number) => data.shortCodePrograms.filter((p) => p.ShortCodeId === id);

const render = (data: Data, c: ShortCode) => ({
  ShortCodeId: c.ShortCodeId,
  ShortCode: c.ShortCode,
  Throttle: c.Throttle,
  ShortCodeDesc: c.ShortCodeDesc,
  HelpMessage: c.HelpMessage,
  OptOutMessage: c.OptOutMessage,
  AccountCnt: c.account_ids.length,
  ProgramCnt: programsOf(data, c.ShortCodeId).length,
  EffectiveDateTime: c.EffectiveDateTime,
  ModifierLoginId: c.ModifierLoginId,
});

export const shortCodeRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const codeOf = (id: number) => {
    const found = findCode(ctx.store.data, id);
    if (!found) throw notFound(SHORT_CODE_TEXTS.notFound);
    return found;
  };

  router.get(
    '/text-service/shortcodes',
    route((_req, res) => {
      const data = ctx.store.data;
      res.json([...data.shortCodes].sort((a, b) => a.ShortCode.localeCompare(b.ShortCode)).map((c) => render(data, c)));
    }),
  );

  router.get(
    '/text-service/shortcodes/:id/programs',
    route((req, res) => {
      const data = ctx.store.data;
      const accounts = new Map(data.accounts.map((a) => [a.account_id, a.account_name]));
      res.json(
        programsOf(data, codeOf(idParam(req, 'id')).ShortCodeId).map((p) => ({
          ChannelProgramId: p.ChannelProgramId,
          CompanyName: accounts.get(p.account_id) ?? '',
          ProgramName: p.ProgramName,
          ChannelProgramStatusSDesc: p.ChannelProgramStatusSDesc,
          Keyword: p.Keyword,
        })),
      );
    }),
  );

  // One call creates (no short_code_id) or updates (with it), as the text service does.
  router.post(
    '/text-service/shortcodes/shortcode',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const update = body.short_code_id !== undefined && body.short_code_id !== null && body.short_code_id !== '';
      const problem = shortCodeProblem(body, { update });
      if (problem) throw badRequest(problem.message);
      const filled = withDefaultMessages(body);
      check('shortCode', filled);
      const data = ctx.store.data;
      const code = text(filled.short_code);
      const existing = update ? findCode(data, Number(filled.short_code_id)) : undefined;
      if (update && !existing) throw notFound(SHORT_CODE_TEXTS.notFound);
      if (existing && existing.ShortCode !== code) throw badRequest(SHORT_CODE_TEXTS.codeChanged);
      if (!existing && data.shortCodes.some((c) => c.ShortCode === code)) throw conflict();
      const fields = {
        Throttle: Number(text(filled.throttle)),
        ShortCodeDesc: text(filled.short_code_desc),
        HelpMessage: text(filled.help_message),
        OptOutMessage: text(filled.opt_out_message),
        EffectiveDateTime: now(),
        ModifierLoginId: caller(res).loginId,
      };
      let saved: ShortCode;
      if (existing) {
        saved = Object.assign(existing, fields);
      } else {
        saved = {
          ShortCodeId: nextId(data.shortCodes, 'ShortCodeId'),
          ShortCode: code,
          ...fields,
          account_ids: [],
          vendor_account_id: null,
        };
        data.shortCodes.push(saved);
      }
      await ctx.store.commit();
      res
        .status(existing ? 200 : 201)
        .json({ ...render(data, saved), message: `Successfully ${existing ? 'updated' : 'added'} shortcode ${code}` });
    }),
  );

  router.delete(
    '/text-service/shortcodes/:id',
    route(async (req, res) => {
      const data = ctx.store.data;
      const found = codeOf(idParam(req, 'id'));
      // A code in use would leave programs or a vendor pointing at nothing.
      if (found.vendor_account_id !== null)
        throw new HttpError(409, SHORT_CODE_TEXTS.attached(found.ShortCode, vendorName(data, found.vendor_account_id)));
      const programs = programsOf(data, found.ShortCodeId).length;
      if (programs > 0) throw new HttpError(409, SHORT_CODE_TEXTS.inUse(found.ShortCode, programs));
      data.shortCodes = data.shortCodes.filter((c) => c !== found);
      await ctx.store.commit();
      res.json({ message: SHORT_CODE_TEXTS.deleted });
    }),
  );

  router.use(
    channelAccountRoutes(ctx, {
      paths: accountPaths('/text-service/shortcodes'),
      find: findCode,
      kind: 'Short code',
      notFound: SHORT_CODE_TEXTS.notFound,
    }),
  );
  return router;
};
