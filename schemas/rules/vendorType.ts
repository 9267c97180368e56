// What a vendor's type asks of it. Type codes come from the text
// service and are compared case-insensitively ('sms' is an SMS vendor).
// Web-program vendors are the ones whose programs run on the web (surveys): the platform's
// MetadataJSON names their account `qualtricsAccount`, so the Qualtrics code is one of them,
// and WEB is the generic code the demo platform lists. Any other code (EMAIL included) is
// neither SMS nor web-program and needs only the common fields.
export const SMS = 'SMS';
export const EMAIL = 'EMAIL';
export const WEB_PROGRAM_TYPE_CODES = ['WEB', 'QUALTRICS'] as const;

/** Messages of the type-dependent checks (schemas/vendor.schema.ts); the requirements do not give them. */
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
