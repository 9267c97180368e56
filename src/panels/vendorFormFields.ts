// Which vendor fields a form shows and requires: SISL users see no
// account-group dropdown and no password; the SMS fields show for SMS vendors and the vendor
// account (labelled Account Type) for web-program vendors only.
import { vendorTypeRequirements, isSmsVendor, isWebProgramVendor } from '../../schemas/rules/vendorType';
import { vendorFields, type VendorFields } from '../../schemas/rules/vendorMetadata';
import type { RaRecord } from 'react-admin';
import type { ValidatorName } from '../../schemas/validators';
import { requiredFields } from '../engine/requiredFields';

/** The provider-side user type (session user_type) that alters the vendor forms. */
export const isSislUser = (userType: string | undefined): boolean => (userType ?? '').trim().toUpperCase() === 'SISL';

const HIDDEN_FOR_SISL = new Set(['accountGroupId', 'password']);

export const visibleVendorFields = (fields: readonly string[], { sisl, typeCode }: { sisl: boolean; typeCode: unknown }): string[] =>
  fields.filter((f) => {
    if (sisl && HIDDEN_FOR_SISL.has(f)) return false;
    if (f === 'asid' || f === 'MessagingServiceSid') return isSmsVendor(typeCode);
    if (f === 'qualtricsAccount') return isWebProgramVendor(typeCode);
    return true;
  });

/** The validator's required fields plus what the type's rule asks of this type, so markers match messages. */
export const requiredVendorFields = (validator: ValidatorName | undefined, typeCode: unknown): Set<string> => {
  const required = requiredFields(validator);
  vendorTypeRequirements.check({ VendorTypeCode: typeCode })?.fields.forEach((f) => required.add(f));
  return required;
};

/** The edit form's starting values: the flat record without the password (never shown back). */
export const vendorFormRecord = (record: RaRecord | undefined): Omit<VendorFields, 'password'> & Partial<RaRecord> => {
  if (!record) return {};
  const { password: _secret, ...fields } = vendorFields(record);
  return { ...fields, id: record.id };
};

/** A credential in a read-only view: only its last four characters. */
export const maskedSecret = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length > 8 ? value.slice(-4) : '';
};
