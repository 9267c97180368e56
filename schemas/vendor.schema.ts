// Vendor account. The platform keeps the vendor's credentials
// in one JSON text, MetadataJSON; the console edits them as fields. `vendorSchema` is the flat
// record the forms edit and the validators check (the platform unpacks MetadataJSON the same
// way, schemas/rules/vendorMetadata.ts), plus the list's own columns.
//
// Two fields the requirements leave unnamed, chosen here:
// - the account-group dropdown (shown unless the user type is SISL) is `accountGroupId`, the
//   account group the vendor account serves, kept in MetadataJSON;
// - the password field (hidden for SISL and on edit) is `password`, the sign-in password of the
//   account at the vendor's own portal, kept in MetadataJSON. It is set once, when the account
//   is added, and never shown again; an edit keeps it.
import type { FromSchema, Schema } from './ext';
import type { JsonTextFields } from './rules/jsonText';
import { anyId, caseless, integerId, label, text } from './fields';
import { VENDOR_MESSAGES, SMS, WEB_PROGRAM_TYPE_CODES } from './rules/vendorType';

/** The requirements' field limits. */
export const VENDOR_NAME_MAX = 32;
export const ACCOUNT_NAME_MAX = 256;
/** Credentials and ids issued by vendors; the requirements give no limit, 255 is the console's default. */
export const CREDENTIAL_MAX = 255;
/** The metadata's JSON text: the fields above and whatever else a vendor keeps there, up to 64 KB. */
export const METADATA_MAX = 64 * 1024;

/** The MetadataJSON keys the console edits as fields, in form order. */
const metadata = {
  accountGroupId: integerId('Account Group'),
  authToken: text('Auth Token', CREDENTIAL_MAX),
  password: text('Password', CREDENTIAL_MAX),
  asid: text('Account SID', CREDENTIAL_MAX),
  MessagingServiceSid: text('Messaging Service SID', CREDENTIAL_MAX),
  qualtricsAccount: text('Account Type', CREDENTIAL_MAX),
} as const;

export const vendorSchema = {
  type: 'object',
  title: 'Vendor Account',
  properties: {
    VendorAccountID: integerId('Vendor Account ID'),
    VendorName: text('Vendor Name', VENDOR_NAME_MAX),
    VendorTypeCode: {
      type: 'string',
      title: 'Type',
      maxLength: 32,
      pattern: '^[A-Za-z][A-Za-z0-9_-]{0,31}$',
      errorMessage: {
        type: 'Please select a vendor type.',
        maxLength: 'Please select a vendor type.',
        pattern: 'Please select a vendor type.',
      },
    },
    AccountName: text('Account Name', ACCOUNT_NAME_MAX),
    ...metadata,
    // JSON text holding the keys above: forms and views show them as fields (schemas/rules/jsonText.ts).
    MetadataJSON: {
      ...label('Metadata', METADATA_MAX),
      contentMediaType: 'application/json',
      contentSchema: { type: 'object', properties: metadata },
    },
    ShortCodeCount: { type: 'integer', title: 'Short Codes/Domains' },
    ModifiedDateTime: label('ModifiedDT'),
  },
  // What a vendor's type asks of it: the forms show a branch's fields only while its `if` holds,
  // require what its `then` requires, and drop its fields from the save when it stops holding.
  allOf: [
    {
      if: { properties: { VendorTypeCode: { type: 'string', pattern: caseless([SMS]) } }, required: ['VendorTypeCode'] },
      then: {
        properties: { asid: true, MessagingServiceSid: true },
        required: ['asid'],
        errorMessage: { required: { asid: VENDOR_MESSAGES.asidRequired } },
      },
    },
    {
      if: { properties: { VendorTypeCode: { type: 'string', pattern: caseless(WEB_PROGRAM_TYPE_CODES) } }, required: ['VendorTypeCode'] },
      then: {
        properties: { qualtricsAccount: true },
        required: ['qualtricsAccount'],
        errorMessage: { required: { qualtricsAccount: VENDOR_MESSAGES.accountTypeRequired } },
      },
    },
  ],
} as const satisfies Schema;

export type Vendor = FromSchema<typeof vendorSchema>;

/** The MetadataJSON keys the console edits as fields, in form order. */
export const METADATA_FIELDS = Object.keys(metadata) as readonly (keyof typeof metadata)[];
export const vendorMetadata = { property: 'MetadataJSON', fields: METADATA_FIELDS } as const satisfies JsonTextFields;

/** One answer row of GET /text-service/smsvendors/typecodes. */
export const vendorTypeCodeSchema = {
  type: 'object',
  title: 'Vendor Type',
  properties: {
    VendorTypeCode: label('Type'),
    VendorTypeDesc: label('Description'),
  },
} as const satisfies Schema;

export type VendorTypeCode = FromSchema<typeof vendorTypeCodeSchema>;

/** A short code as the vendor calls list it (attached or free). */
export const vendorShortCodeSchema = {
  type: 'object',
  title: 'Vendor Short Code',
  properties: {
    ShortCodeId: {
      ...anyId('Short Code'),
      errorMessage: { type: 'Please select a valid short code first.', maxLength: 'Please select a valid short code first.' },
    },
    ShortCode: label('Short Code'),
    VendorAccountID: integerId('Vendor Account ID'),
  },
} as const satisfies Schema;

export type VendorShortCode = FromSchema<typeof vendorShortCodeSchema>;

/** An email domain as the vendor calls list it (attached or available). */
export const vendorEmailDomainSchema = {
  type: 'object',
  title: 'Vendor Email Domain',
  properties: {
    EmailDomainId: {
      ...anyId('Email Domain'),
      errorMessage: { type: 'Please select a valid email domain first.', maxLength: 'Please select a valid email domain first.' },
    },
    EmailDomain: label('Email Domain'),
    VendorAccountID: integerId('Vendor Account ID'),
  },
} as const satisfies Schema;

export type VendorEmailDomain = FromSchema<typeof vendorEmailDomainSchema>;
