// The validators of vendor accounts, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { ID_MISSING } from './requiredMessages';
import type { ValidatorsOf } from './validatorSpec';
import { vendorEmailDomainSchema, vendorSchema, vendorShortCodeSchema } from './vendor.schema';

const VENDOR_REQUIRED = {
  VendorName: 'Vendor Name cannot be empty.',
  VendorTypeCode: 'Please select a vendor type.',
  authToken: 'Auth Token cannot be empty.',
} as const;
const VENDOR_GROUP = ['VendorName', 'VendorTypeCode', 'authToken'] as const;

// The requirements show no wording for these checks but the email-domain pick, so each says
// plainly what is missing.
export const validators = {
  vendorInsert: { base: vendorSchema, required: VENDOR_REQUIRED, group: VENDOR_GROUP },
  vendorUpdate: {
    base: vendorSchema,
    required: { VendorAccountID: ID_MISSING, ...VENDOR_REQUIRED },
    group: VENDOR_GROUP,
  },
  vendorShortCode: { base: vendorShortCodeSchema, required: { ShortCodeId: 'Please select a valid short code first.' } },
  vendorEmailDomain: { base: vendorEmailDomainSchema, required: { EmailDomainId: 'Please select a valid email domain first.' } },
} satisfies ValidatorsOf;
