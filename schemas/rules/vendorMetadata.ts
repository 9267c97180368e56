// MetadataJSON: the vendor's credentials as one JSON text. The console edits
// its keys as fields; these two functions are the only way between the two shapes, used by the
// console's vendor form and by the demo platform alike, so both validate the same flat record.
import type { Vendor } from '../vendor.schema';
import { isSmsVendor, isWebProgramVendor } from './vendorType';

/** The MetadataJSON keys the console edits, in form order. */
export const METADATA_FIELDS = ['accountGroupId', 'authToken', 'password', 'asid', 'MessagingServiceSid', 'qualtricsAccount'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

/** The vendor as its forms edit it. */
export type VendorFields = Pick<Vendor, 'VendorAccountID' | 'VendorName' | 'AccountName' | 'VendorTypeCode' | MetadataField>;

/** The body of POST /text-service/smsvendors/account (VendorAccountID only on update). */
export interface VendorBody {
  VendorAccountID?: Vendor['VendorAccountID'];
  VendorName: string;
  AccountName: string;
  VendorTypeCode: string;
  MetadataJSON: string;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** MetadataJSON as an object: blank is {}, and anything but a JSON object is undefined. */
export const parseMetadata = (metadata: unknown): Record<string, unknown> | undefined => {
  if (isBlank(metadata)) return {};
  if (isPlainObject(metadata)) return metadata;
  if (typeof metadata !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(metadata);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** The flat record of a vendor (or of a save body): MetadataJSON's keys become fields. */
export const vendorFields = (record: Record<string, unknown>): VendorFields => {
  const metadata = parseMetadata(record.MetadataJSON) ?? {};
  const fields: Record<string, unknown> = {
    VendorAccountID: record.VendorAccountID,
    VendorName: record.VendorName,
    AccountName: record.AccountName,
    VendorTypeCode: record.VendorTypeCode,
  };
  for (const key of METADATA_FIELDS) if (!isBlank(metadata[key])) fields[key] = metadata[key];
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as VendorFields;
};

/** Whether a vendor of this type keeps the key: the SMS and web-program keys belong to those types. */
const usedBy = (key: MetadataField, typeCode: unknown): boolean => {
  if (key === 'asid' || key === 'MessagingServiceSid') return isSmsVendor(typeCode);
  if (key === 'qualtricsAccount') return isWebProgramVendor(typeCode);
  return true;
};

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * The save body from the form's fields. Keys of the previous MetadataJSON that the console does
 * not edit are kept (other tools may have written them); the password is kept unless a new one
 * is given (forms never show it back); keys the vendor's type does not use are dropped.
 */
export const vendorBody = (fields: Partial<VendorFields> & Record<string, unknown>, previousMetadata?: unknown): VendorBody => {
  const metadata: Record<string, unknown> = { ...(parseMetadata(previousMetadata) ?? {}) };
  for (const key of METADATA_FIELDS) {
    const value = trimmed(fields[key]);
    if (!isBlank(value) && usedBy(key, fields.VendorTypeCode)) metadata[key] = value;
    else if (key !== 'password') delete metadata[key];
  }
  const body: VendorBody = {
    VendorName: String(trimmed(fields.VendorName) ?? ''),
    AccountName: String(trimmed(fields.AccountName) ?? ''),
    VendorTypeCode: String(trimmed(fields.VendorTypeCode) ?? ''),
    MetadataJSON: JSON.stringify(metadata),
  };
  return isBlank(fields.VendorAccountID) ? body : { VendorAccountID: fields.VendorAccountID, ...body };
};
