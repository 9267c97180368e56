// What a vendor's type asks of it. Type codes come from the text
// service and are compared case-insensitively ('sms' is an SMS vendor).
// Web-program vendors are the ones whose programs run on the web (surveys): the platform's
// MetadataJSON names their account `qualtricsAccount`, so the Qualtrics code is one of them,
// and WEB is the generic code the demo platform lists. Any other code (EMAIL included) is
// neither SMS nor web-program and needs only the common fields.
import type { StagedRule } from './types';

export const SMS = 'SMS';
export const EMAIL = 'EMAIL';
export const WEB_PROGRAM_TYPE_CODES = ['WEB', 'QUALTRICS'] as const;

/** Messages of the type-dependent checks; the requirements do not give them. */
export const VENDOR_MESSAGES = {
  asidRequired: 'Account SID cannot be empty for an SMS vendor.',
  accountTypeRequired: 'Account Type cannot be empty for a web program vendor.',
} as const;

const code = (typeCode: unknown) => (typeof typeCode === 'string' ? typeCode.trim().toUpperCase() : '');

export const isSmsVendor = (typeCode: unknown): boolean => code(typeCode) === SMS;
export const isEmailVendor = (typeCode: unknown): boolean => code(typeCode) === EMAIL;
export const isWebProgramVendor = (typeCode: unknown): boolean => (WEB_PROGRAM_TYPE_CODES as readonly string[]).includes(code(typeCode));

/** What the Assign button attaches to a vendor of this type, if anything. */
export type VendorAssignmentKind = 'shortCodes' | 'emailDomains';
export const assignmentKind = (typeCode: unknown): VendorAssignmentKind | undefined =>
  isSmsVendor(typeCode) ? 'shortCodes' : isEmailVendor(typeCode) ? 'emailDomains' : undefined;

/** SMS vendors need asid; web-program vendors need their vendor account (labelled Account Type). */
export const vendorTypeRequirements: StagedRule = {
  name: 'vendorTypeRequirements',
  stage: 'presence',
  check: ({ VendorTypeCode, asid, qualtricsAccount }) => {
    if (isSmsVendor(VendorTypeCode) && asid === undefined) return { message: VENDOR_MESSAGES.asidRequired, fields: ['asid'] };
    if (isWebProgramVendor(VendorTypeCode) && qualtricsAccount === undefined) {
      return { message: VENDOR_MESSAGES.accountTypeRequired, fields: ['qualtricsAccount'] };
    }
    return undefined;
  },
};
