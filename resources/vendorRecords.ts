// How the demo platform keeps the vendor screens' records (language/recordTypes.ts), in a file
// beside the screen config (resources/vendors.ts) so each stays one concern. Only the platform
// imports it (server/recordFiles.ts finds it by its `records` export).
import { vendorTypeCodeSchema } from '../schemas/vendor.schema';
import { defineRecords } from '../language/recordTypes';
import { VENDOR_ITEMS, vendors } from './vendors';

// How the platform keeps vendor accounts (language/recordTypes.ts; only the platform imports
// it). One save call creates or updates (VendorAccountID in the body); the validators read the
// metadata's keys as fields; the type is one of the type codes, kept in their spelling, and
// cannot change while codes or domains are attached; a delete frees them.
const vendorRecords = defineRecords({
  screen: vendors,
  collection: 'vendorAccounts',
  calls: { list: 'list', delete: 'delete' },
  upsert: { call: 'create', id: 'VendorAccountID' },
  validator: 'vendorInsert',
  updateValidator: 'vendorUpdate',
  fields: ['VendorName', 'AccountName', 'VendorTypeCode', 'MetadataJSON'],
  references: [
    {
      field: 'VendorTypeCode',
      to: { collection: 'vendorTypeCodes', id: 'VendorTypeCode' },
      unknown: 'Unknown vendor type %{value}',
    },
  ],
  unique: [{ fields: ['VendorName'] }],

  order: 'VendorName',
  stamps: { saved: { ModifiedDateTime: 'now', ModifierLoginId: 'caller' } },
  // Codes attach to SMS vendors and domains to EMAIL vendors only, so the one column counts both.
  derived: { ShortCodeCount: { countIn: ['shortCodes', 'emailDomains'], by: 'vendor_account_id' } },
  listed: ['VendorName', 'AccountName', 'VendorTypeCode', 'MetadataJSON', 'ShortCodeCount', 'ModifiedDateTime'],
  added: 'Vendor account %{VendorName} added',
  updated: 'Vendor account %{VendorName} updated',
  deleted: 'Vendor account %{VendorName} deleted',
  notFound: 'Vendor account not found',
});

// The short codes of SMS vendors and the email domains of EMAIL vendors, as a vendor's Assign
// form lists them (VENDOR_ITEMS of resources/vendors.ts): attaching and freeing them is the
// vendors' hook (resources/vendorRecords.hooks.ts).
const vendorOwned = (items: (typeof VENDOR_ITEMS)['sms' | 'email']) =>
  ({
    screen: vendors,
    calls: { list: items.assigned },
    owner: { key: 'vendor_account_id', in: ['vendorAccounts'], id: 'VendorAccountID', notFound: 'Vendor account not found' },
    fields: [],
  }) as const;

const shortCodeLinks = defineRecords({
  ...vendorOwned(VENDOR_ITEMS.sms),
  collection: 'shortCodes',
  id: 'ShortCodeId',
  schema: { properties: { ShortCodeId: {}, ShortCode: {}, ShortCodeDesc: {}, vendor_account_id: {} } },
  listed: ['ShortCode', 'VendorAccountID'],
  derived: { VendorAccountID: { stored: 'vendor_account_id' } },
  notFound: 'Short code not found',
});

// A vendor's list names a domain's fields in the text service's way; the free list as the email
// domains list does, with their accounts by name (resources/vendorRecords.hooks.ts).
const emailDomainLinks = defineRecords({
  ...vendorOwned(VENDOR_ITEMS.email),
  collection: 'emailDomains',
  id: 'email_domain_id',
  idAs: 'EmailDomainId',
  schema: { properties: { email_domain_id: {}, email_domain_url: {}, vendor_account_id: {} } },
  listed: ['EmailDomain', 'VendorAccountID'],
  derived: {
    EmailDomain: { stored: 'email_domain_url' },
    VendorAccountID: { stored: 'vendor_account_id' },
  },
  notFound: 'Email domain not found',
});

// The vendor types a vendor is one of, answered whole, as stored (the vendor form's picker).
const typeCodes = defineRecords({
  screen: vendors,
  collection: 'vendorTypeCodes',
  id: 'VendorTypeCode',
  schema: vendorTypeCodeSchema,
  calls: { list: 'typeCodes' },
  fields: ['VendorTypeDesc'],
});

export const records = [vendorRecords, shortCodeLinks, emailDomainLinks, typeCodes];
