import { describe, expect, it } from 'vitest';
import { isSislUser, maskedSecret, requiredVendorFields, vendorFormRecord, visibleVendorFields } from './vendorFormFields';

const ALL = [
  'VendorName',
  'VendorTypeCode',
  'AccountName',
  'accountGroupId',
  'authToken',
  'password',
  'asid',
  'MessagingServiceSid',
  'qualtricsAccount',
];

describe('vendor form fields', () => {
  it('recognise the SISL user type', () => {
    expect(isSislUser('SISL')).toBe(true);
    expect(isSislUser('sisl')).toBe(true);
    expect(isSislUser('STAFF')).toBe(false);
    expect(isSislUser(undefined)).toBe(false);
  });

  it('show the SMS fields for SMS vendors only, whatever the case', () => {
    expect(visibleVendorFields(ALL, { sisl: false, typeCode: 'sms' })).toEqual([
      'VendorName',
      'VendorTypeCode',
      'AccountName',
      'accountGroupId',
      'authToken',
      'password',
      'asid',
      'MessagingServiceSid',
    ]);
    expect(visibleVendorFields(ALL, { sisl: false, typeCode: 'EMAIL' })).toEqual([
      'VendorName',
      'VendorTypeCode',
      'AccountName',
      'accountGroupId',
      'authToken',
      'password',
    ]);
    expect(visibleVendorFields(ALL, { sisl: false, typeCode: 'WEB' })).toContain('qualtricsAccount');
    expect(visibleVendorFields(ALL, { sisl: false, typeCode: undefined })).not.toContain('asid');
  });

  it('hide the account group and the password from SISL users', () => {
    const shown = visibleVendorFields(ALL, { sisl: true, typeCode: 'SMS' });
    expect(shown).not.toContain('accountGroupId');
    expect(shown).not.toContain('password');
    expect(shown).toContain('authToken');
  });

  it('mark what the validator and the type require', () => {
    expect([...requiredVendorFields('vendorInsert', 'SMS')].sort()).toEqual(['VendorName', 'VendorTypeCode', 'asid', 'authToken'].sort());
    expect(requiredVendorFields('vendorInsert', 'web').has('qualtricsAccount')).toBe(true);
    expect(requiredVendorFields('vendorUpdate', 'EMAIL').has('asid')).toBe(false);
    expect(requiredVendorFields('vendorUpdate', 'EMAIL').has('VendorAccountID')).toBe(true);
  });

  it('start the edit form from MetadataJSON without the password', () => {
    const values = vendorFormRecord({
      id: 4,
      VendorAccountID: 4,
      VendorName: 'V',
      VendorTypeCode: 'SMS',
      MetadataJSON: '{"authToken":"t","password":"p","asid":"AC"}',
    });
    expect(values).toEqual({ id: 4, VendorAccountID: 4, VendorName: 'V', VendorTypeCode: 'SMS', authToken: 't', asid: 'AC' });
  });

  it('show only the end of a long credential', () => {
    expect(maskedSecret('abcdefgh1234')).toBe('1234');
    expect(maskedSecret('short')).toBe('');
    expect(maskedSecret(undefined)).toBeUndefined();
  });
});
