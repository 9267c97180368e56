import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { assignmentKind, isEmailVendor, isSmsVendor, isWebProgramVendor, VENDOR_MESSAGES } from './vendorType';

describe('vendor types', () => {
  it('are compared case-insensitively', () => {
    expect(isSmsVendor('sms')).toBe(true);
    expect(isSmsVendor(' SMS ')).toBe(true);
    expect(isEmailVendor('Email')).toBe(true);
    expect(isWebProgramVendor('web')).toBe(true);
    expect(isWebProgramVendor('Qualtrics')).toBe(true);
    expect(isSmsVendor('EMAIL')).toBe(false);
    expect(isWebProgramVendor('SMS')).toBe(false);
    expect(isSmsVendor(undefined)).toBe(false);
  });

  it('decide what Assign attaches', () => {
    expect(assignmentKind('sms')).toBe('shortCodes');
    expect(assignmentKind('EMAIL')).toBe('emailDomains');
    expect(assignmentKind('WEB')).toBeUndefined();
  });

  it('SMS needs asid, web programs their vendor account, others neither (the schema if/then)', () => {
    const base = { VendorName: 'V', authToken: 't' };
    expect(validate('vendorInsert', { ...base, VendorTypeCode: 'sms' })).toEqual({
      valid: false,
      message: VENDOR_MESSAGES.asidRequired,
      fieldErrors: { asid: VENDOR_MESSAGES.asidRequired },
    });
    expect(validate('vendorInsert', { ...base, VendorTypeCode: 'SMS', asid: 'AC1' }).valid).toBe(true);
    expect(validate('vendorInsert', { ...base, VendorTypeCode: 'WEB' })).toEqual({
      valid: false,
      message: VENDOR_MESSAGES.accountTypeRequired,
      fieldErrors: { qualtricsAccount: VENDOR_MESSAGES.accountTypeRequired },
    });
    expect(validate('vendorInsert', { ...base, VendorTypeCode: 'WEB', qualtricsAccount: 'x' }).valid).toBe(true);
    expect(validate('vendorInsert', { ...base, VendorTypeCode: 'EMAIL' }).valid).toBe(true);
  });
});

describe('vendor validators', () => {
  const sms = { VendorName: 'Twilio East', VendorTypeCode: 'SMS', authToken: 'tok', asid: 'AC1' };

  it('accept a complete vendor', () => {
    expect(validate('vendorInsert', sms)).toMatchObject({ valid: true });
    expect(validate('vendorUpdate', { ...sms, VendorAccountID: 4 })).toMatchObject({ valid: true });
  });

  it('list several missing fields together, one alone by its own message', () => {
    expect(validate('vendorInsert', {}).message).toBe('The following fields are required: Vendor Name, Type, Auth Token');
    expect(validate('vendorInsert', { ...sms, VendorName: ' ' }).message).toBe('Vendor Name cannot be empty.');
    expect(validate('vendorInsert', { ...sms, authToken: null }).message).toBe('Auth Token cannot be empty.');
    expect(validate('vendorUpdate', sms).message).toBe('ID field is missing');
  });

  it('apply the type rule and the limits', () => {
    expect(validate('vendorInsert', { ...sms, asid: '' })).toMatchObject({
      valid: false,
      message: VENDOR_MESSAGES.asidRequired,
      fieldErrors: { asid: VENDOR_MESSAGES.asidRequired },
    });
    expect(validate('vendorInsert', { VendorName: 'Q', VendorTypeCode: 'web', authToken: 't' }).message).toBe(
      VENDOR_MESSAGES.accountTypeRequired,
    );
    expect(validate('vendorInsert', { ...sms, VendorName: 'x'.repeat(33) }).message).toBe('Vendor Name must be at most 32 characters');
    expect(validate('vendorInsert', { ...sms, VendorName: 'x'.repeat(32) }).valid).toBe(true);
    expect(validate('vendorInsert', { ...sms, AccountName: 'a'.repeat(257) }).message).toBe('Account Name must be at most 256 characters');
    expect(validate('vendorInsert', { ...sms, AccountName: 'a'.repeat(256) }).valid).toBe(true);
    expect(validate('vendorInsert', { ...sms, VendorName: '<b>' }).message).toBe('Input field has invalid characters');
  });

  it('ask to pick a short code or an email domain first', () => {
    expect(validate('vendorShortCode', {}).message).toBe('Please select a valid short code first.');
    expect(validate('vendorEmailDomain', {}).message).toBe('Please select a valid email domain first.');
    expect(validate('vendorEmailDomain', { EmailDomainId: 3 }).valid).toBe(true);
  });
});
