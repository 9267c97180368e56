// MetadataJSON: the vendor's credentials as one JSON text (schemas/vendor.schema.ts declares
// which keys the forms edit). The demo platform's validator reads a save body the same way, its
// keys as fields, from the schema alone (server/records/recordChecks.ts).
import { METADATA_FIELDS, vendorMetadata, type Vendor } from '../vendor.schema';
import { jsonTextValues, parseJsonText } from './jsonText';

export { METADATA_FIELDS };
export type MetadataField = (typeof METADATA_FIELDS)[number];

/** The vendor as its forms edit it. */
export type VendorFields = Pick<Vendor, 'VendorAccountID' | 'VendorName' | 'AccountName' | 'VendorTypeCode' | MetadataField>;

/** MetadataJSON as an object: blank is {}, and anything but a JSON object is undefined. */
export const parseMetadata = parseJsonText;

/** The flat record of a vendor (or of a save body): MetadataJSON's keys become fields. */
export const vendorFields = (record: Record<string, unknown>): VendorFields => {
  const fields: Record<string, unknown> = {
    VendorAccountID: record.VendorAccountID,
    VendorName: record.VendorName,
    AccountName: record.AccountName,
    VendorTypeCode: record.VendorTypeCode,
    ...jsonTextValues(record, vendorMetadata),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as VendorFields;
};
