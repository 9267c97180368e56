// The short codes of SMS vendors and the email domains of EMAIL vendors (docs/requirements.md,
// Vendor accounts). A code or domain belongs to at most one vendor: `vendor_account_id` on the
// short code or email domain (null = free).
import type { Router } from 'express';
import { createRouter } from '../router';
import { isEmailVendor, isSmsVendor } from '../../schemas/rules/vendorType';
import type { Context } from '../context';
import { badRequest, conflict, idParam, notFound, now, route } from '../http';
import type { EmailDomain, ShortCode, VendorAccount } from '../types';
import { check } from '../validation';
import { renderAccounts } from './channelAccounts';
import { vendorOf } from './vendors';

export const VENDOR_LINK_TEXTS = {
  shortCodeAdded: 'Vendor shortcode successfully added',
  shortCodeRemoved: 'Vendor shortcode successfully removed',
  emailDomainAdded: 'Vendor email domain successfully added',
  emailDomainRemoved: 'Vendor email domain successfully removed',
  shortCodeNotFound: 'Short code not found',
  emailDomainNotFound: 'Email domain not found',
  notSms: 'Short codes can only be attached to an SMS vendor account.',
  notEmail: 'Email domains can only be attached to an EMAIL vendor account.',
  shortCodeNotAttached: 'The short code is not attached to this vendor account',
  emailDomainNotAttached: 'The email domain is not attached to this vendor account',
} as const;

const renderCode = (c: ShortCode) => ({ ShortCodeId: c.ShortCodeId, ShortCode: c.ShortCode, VendorAccountID: c.vendor_account_id });
const renderDomain = (d: EmailDomain) => ({
  EmailDomainId: d.email_domain_id,
  EmailDomain: d.email_domain_url,
  VendorAccountID: d.vendor_account_id,
});

export const vendorLinkRoutes = (ctx: Context): Router => {
  const router = createRouter();
  const touch = async (vendor: VendorAccount) => {
    vendor.ModifiedDateTime = now();
    await ctx.store.commit();
  };
  const codeOf = (id: number) => {
    const code = ctx.store.data.shortCodes.find((c) => c.ShortCodeId === id);
    if (!code) throw notFound(VENDOR_LINK_TEXTS.shortCodeNotFound);
    return code;
  };
  const domainOf = (id: number) => {
    const domain = ctx.store.data.emailDomains.find((d) => d.email_domain_id === id);
    if (!domain) throw notFound(VENDOR_LINK_TEXTS.emailDomainNotFound);
    return domain;
  };

  // The email domains a vendor may still take (the vendor screens' picker), as the email
  // domains list answers them.
  router.get(
    '/email-service/emailvendors/availableemaildomains',
    route((_req, res) => {
      const free = ctx.store.data.emailDomains.filter((d) => d.vendor_account_id === null);
      res.json(
        free
          .sort((a, b) => a.email_domain_url.localeCompare(b.email_domain_url))
          .map((d) => ({
            email_domain_id: d.email_domain_id,
            email_domain_url: d.email_domain_url,
            accounts_assigned: renderAccounts(ctx.store.data, d.account_ids),
          })),
      );
    }),
  );

  router.get(
    '/text-service/smsvendors/freeshortcodes',
    route((_req, res) => {
      const free = ctx.store.data.shortCodes.filter((c) => c.vendor_account_id === null);
      res.json(
        free.sort((a, b) => a.ShortCode.localeCompare(b.ShortCode)).map((c) => ({ ...renderCode(c), ShortCodeDesc: c.ShortCodeDesc })),
      );
    }),
  );

  router.get(
    '/text-service/smsvendors/:id/shortcodes',
    route((req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'id'));
      res.json(ctx.store.data.shortCodes.filter((c) => c.vendor_account_id === vendor.VendorAccountID).map(renderCode));
    }),
  );

  router.post(
    '/text-service/smsvendors/:vendorId/shortcode/:shortCodeId',
    route(async (req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'vendorId'));
      const code = codeOf(idParam(req, 'shortCodeId'));
      check('vendorShortCode', { ShortCodeId: code.ShortCodeId });
      if (!isSmsVendor(vendor.VendorTypeCode)) throw badRequest(VENDOR_LINK_TEXTS.notSms);
      if (code.vendor_account_id !== null) throw conflict();
      code.vendor_account_id = vendor.VendorAccountID;
      await touch(vendor);
      res.status(201).json({ ...renderCode(code), message: VENDOR_LINK_TEXTS.shortCodeAdded });
    }),
  );

  router.delete(
    '/text-service/smsvendors/:vendorId/shortcode/:shortCodeId',
    route(async (req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'vendorId'));
      const code = codeOf(idParam(req, 'shortCodeId'));
      if (code.vendor_account_id !== vendor.VendorAccountID) throw notFound(VENDOR_LINK_TEXTS.shortCodeNotAttached);
      code.vendor_account_id = null;
      await touch(vendor);
      res.json({ message: VENDOR_LINK_TEXTS.shortCodeRemoved });
    }),
  );

  router.get(
    '/email-service/emailvendors/:id/emaildomains',
    route((req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'id'));
      res.json(ctx.store.data.emailDomains.filter((d) => d.vendor_account_id === vendor.VendorAccountID).map(renderDomain));
    }),
  );

  router.post(
    '/email-service/emailvendors/:vendorId/emaildomain/:domainId',
    route(async (req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'vendorId'));
      const domain = domainOf(idParam(req, 'domainId'));
      check('vendorEmailDomain', { EmailDomainId: domain.email_domain_id });
      if (!isEmailVendor(vendor.VendorTypeCode)) throw badRequest(VENDOR_LINK_TEXTS.notEmail);
      if (domain.vendor_account_id !== null) throw conflict();
      domain.vendor_account_id = vendor.VendorAccountID;
      await touch(vendor);
      res.status(201).json({ ...renderDomain(domain), message: VENDOR_LINK_TEXTS.emailDomainAdded });
    }),
  );

  router.delete(
    '/email-service/emailvendors/:vendorId/emaildomain/:domainId',
    route(async (req, res) => {
      const vendor = vendorOf(ctx.store.data, idParam(req, 'vendorId'));
      const domain = domainOf(idParam(req, 'domainId'));
      if (domain.vendor_account_id !== vendor.VendorAccountID) throw notFound(VENDOR_LINK_TEXTS.emailDomainNotAttached);
      domain.vendor_account_id = null;
      await touch(vendor);
      res.json({ message: VENDOR_LINK_TEXTS.emailDomainRemoved });
    }),
  );

  return router;
};
