// Stored records of the digital channels: short codes, email
// domains, unsubscribe groups, email templates, vendor accounts. Types derive from the schemas.
import type { EmailTemplate as EmailTemplateSchema } from '../schemas/emailTemplate.schema';
import type { EmailDomain as EmailDomainSchema, UnsubscribeGroup as UnsubscribeGroupSchema } from '../schemas/emailDomain.schema';
import type { ShortCode as ShortCodeSchema, ShortCodeProgram as ShortCodeProgramSchema } from '../schemas/shortCode.schema';
import type { Vendor as VendorSchema, VendorTypeCode as VendorTypeCodeSchema } from '../schemas/vendor.schema';
import type { Stored } from './stored';

/**
 * Digital channels. Assigned accounts are kept inside each record
 * (`account_ids`, as account groups do). `vendor_account_id` is the vendor account the short
 * code or email domain is attached to (null = free): the vendor screens set and clear it, and an
 * attached email domain cannot be deleted (docs/platform-api.md, Digital channels).
 */
export type ShortCode = Stored<
  ShortCodeSchema,
  'ShortCodeId' | 'ShortCode' | 'Throttle' | 'ShortCodeDesc' | 'HelpMessage' | 'OptOutMessage' | 'EffectiveDateTime' | 'ModifierLoginId',
  'ShortCodeId' | 'Throttle'
> & { account_ids: number[]; vendor_account_id: number | null };

export type EmailDomain = Stored<EmailDomainSchema, 'email_domain_id' | 'email_domain_url', 'email_domain_id'> & {
  account_ids: number[];
  vendor_account_id: number | null;
};

export type UnsubscribeGroup = Stored<UnsubscribeGroupSchema, 'email_unsubscribe_group_id' | 'group_name', 'email_unsubscribe_group_id'> & {
  account_ids: number[];
};

/** A program sending through a short code; CompanyName is rendered from the account. */
export type ShortCodeProgram = Stored<
  ShortCodeProgramSchema,
  'ChannelProgramId' | 'ProgramName' | 'ChannelProgramStatusSDesc' | 'Keyword'
> & {
  ShortCodeId: number;
  account_id: number;
};

/** An email template: the editor's JSON as text, its HTML, assigned accounts. */
export type EmailTemplate = Stored<
  EmailTemplateSchema,
  'email_bee_template_id' | 'email_bee_template_name' | 'email_bee_template_json' | 'email_bee_template_html',
  'email_bee_template_id'
> & { account_ids: number[] };

/**
 * A vendor account. MetadataJSON is kept as JSON text of an object; the short codes and email
 * domains attached to it are `shortCodes[]/emailDomains[].vendor_account_id`, and ShortCodeCount
 * is worked out from them (the records of resources/vendorRecords.ts).
 */
export type VendorAccount = Stored<
  VendorSchema,
  'VendorAccountID' | 'VendorName' | 'AccountName' | 'VendorTypeCode' | 'MetadataJSON' | 'ModifiedDateTime',
  'VendorAccountID'
> & { ModifierLoginId: number };

/** The vendor type codes the text service offers (GET /text-service/smsvendors/typecodes). */
export type VendorTypeCodeRow = Stored<VendorTypeCodeSchema, 'VendorTypeCode' | 'VendorTypeDesc'>;
