// Vendor accounts: list, save (create or update in
// one call: VendorAccountID in the body makes it an update), delete. The body's MetadataJSON is
// unpacked exactly as the console packs it and checked by the same validators. Type codes are a
// plain list; attached short codes and email domains: the records of resources/vendors.ts.
import type { Router } from 'express';
import { createRouter } from '../router';
import { parseMetadata, vendorFields } from '../../schemas/rules/vendorMetadata';
import { isEmailVendor, isSmsVendor } from '../../schemas/rules/vendorType';
import type { Context } from '../context';
import { badRequest, caller, conflict, HttpError, idParam, isBlank, notFound, now, route, text } from '../http';
import { nextId } from '../store';
import type { Data, VendorAccount } from '../types';
import { check } from '../validation';

export const VENDOR_TEXTS = {
  notFound: 'Vendor account not found',
  badMetadata: 'MetadataJSON must be a JSON object',
  unknownType: (code: string) => `Unknown vendor type ${code}`,
  typeLocked: (n: number) => `The vendor type cannot change while ${n} short code(s) or email domain(s) are attached; remove them first.`,
  added: (name: string) => `Vendor account ${name} added`,
  updated: (name: string) => `Vendor account ${name} updated`,
  deleted: (name: string) => `Vendor account ${name} deleted`,
} as const;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** How many short codes and email domains are attached to a vendor. */
export const attachedCounts = (data: Data, id: number) => ({
  shortCodes: data.shortCodes.filter((c) => c.vendor_account_id === id).length,
  emailDomains: data.emailDomains.filter((d) => d.vendor_account_id === id).length,
});

/** ShortCodeCount: an SMS vendor's short codes, an EMAIL vendor's email domains (the list's one column). */
const shortCodeCount = (data: Data, v: VendorAccount) => {
  const counts = attachedCounts(data, v.VendorAccountID);
  if (isSmsVendor(v.VendorTypeCode)) return counts.shortCodes;
  if (isEmailVendor(v.VendorTypeCode)) return counts.emailDomains;
  return counts.shortCodes + counts.emailDomains;
};

export const renderVendor = (data: Data, v: VendorAccount) => ({
  VendorAccountID: v.VendorAccountID,
  VendorName: v.VendorName,
  AccountName: v.AccountName,
  VendorTypeCode: v.VendorTypeCode,
  MetadataJSON: v.MetadataJSON,
  ShortCodeCount: shortCodeCount(data, v),
  ModifiedDateTime: v.ModifiedDateTime,
});

/** The vendor of a path id, or 404. */
export const vendorOf = (data: Data, id: number): VendorAccount => {
  const vendor = data.vendorAccounts.find((v) => v.VendorAccountID === id);
  if (!vendor) throw notFound(VENDOR_TEXTS.notFound);
  return vendor;
};

export const vendorRoutes = (ctx: Context): Router => {
  const router = createRouter();

  router.get(
    '/text-service/smsvendors',
    route((_req, res) => {
      const data = ctx.store.data;
      res.json([...data.vendorAccounts].sort((a, b) => a.VendorName.localeCompare(b.VendorName)).map((v) => renderVendor(data, v)));
    }),
  );

  router.post(
    '/text-service/smsvendors/account',
    route(async (req, res) => {
      const data = ctx.store.data;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const metadata = parseMetadata(body.MetadataJSON);
      if (!metadata) throw badRequest(VENDOR_TEXTS.badMetadata);
      const isUpdate = !isBlank(body.VendorAccountID);
      check(isUpdate ? 'vendorUpdate' : 'vendorInsert', vendorFields(body));
      const type = data.vendorTypeCodes.find((t) => same(t.VendorTypeCode, text(body.VendorTypeCode)));
      if (!type) throw badRequest(VENDOR_TEXTS.unknownType(text(body.VendorTypeCode)));
      const existing = isUpdate ? vendorOf(data, Number(body.VendorAccountID)) : undefined;
      const name = text(body.VendorName);
      if (data.vendorAccounts.some((v) => v !== existing && same(v.VendorName, name))) throw conflict();
      if (existing && !same(existing.VendorTypeCode, type.VendorTypeCode)) {
        const counts = attachedCounts(data, existing.VendorAccountID);
        const attached = counts.shortCodes + counts.emailDomains;
        if (attached > 0) throw new HttpError(409, VENDOR_TEXTS.typeLocked(attached));
      }
      const values = {
        VendorName: name,
        AccountName: text(body.AccountName),
        // The service's own spelling of the code, whatever case the body used.
        VendorTypeCode: type.VendorTypeCode,
        MetadataJSON: JSON.stringify(metadata),
        ModifiedDateTime: now(),
        ModifierLoginId: caller(res).loginId,
      };
      if (existing) {
        Object.assign(existing, values);
        await ctx.store.commit();
        res.json({ ...renderVendor(data, existing), message: VENDOR_TEXTS.updated(name) });
        return;
      }
      const vendor: VendorAccount = { VendorAccountID: nextId(data.vendorAccounts, 'VendorAccountID'), ...values };
      data.vendorAccounts.push(vendor);
      await ctx.store.commit();
      res.status(201).json({ ...renderVendor(data, vendor), message: VENDOR_TEXTS.added(name) });
    }),
  );

  router.delete(
    '/text-service/smsvendors/:id',
    route(async (req, res) => {
      const data = ctx.store.data;
      const vendor = vendorOf(data, idParam(req, 'id'));
      // Its short codes and email domains become free for other vendors.
      for (const c of data.shortCodes) if (c.vendor_account_id === vendor.VendorAccountID) c.vendor_account_id = null;
      for (const d of data.emailDomains) if (d.vendor_account_id === vendor.VendorAccountID) d.vendor_account_id = null;
      data.vendorAccounts = data.vendorAccounts.filter((v) => v !== vendor);
      await ctx.store.commit();
      res.json({ message: VENDOR_TEXTS.deleted(vendor.VendorName) });
    }),
  );

  return router;
};
