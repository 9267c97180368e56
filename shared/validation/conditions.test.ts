import { describe, expect, it } from 'vitest';
import { vendorSchema } from '../../schemas/vendor.schema';
import { conditionalFields, schemaNameOf } from './conditions';
import { validate } from './validate';

describe('conditionalFields', () => {
  it('shows and requires the SMS branch for an SMS vendor (any case), hiding the web-program one', () => {
    const { hidden, required } = conditionalFields('vendor', { VendorTypeCode: 'sms' });
    expect([...required]).toEqual(['asid']);
    expect([...hidden]).toEqual(['qualtricsAccount']);
  });

  it('hides both branches while no type is chosen, and for a type neither names', () => {
    for (const VendorTypeCode of [undefined, '', 'EMAIL']) {
      const { hidden, required } = conditionalFields('vendor', { VendorTypeCode });
      expect([...hidden].sort()).toEqual(['MessagingServiceSid', 'asid', 'qualtricsAccount']);
      expect(required.size).toBe(0);
    }
  });

  it('requires the account type of a web-program vendor', () => {
    expect([...conditionalFields('vendor', { VendorTypeCode: 'Qualtrics' }).required]).toEqual(['qualtricsAccount']);
  });

  it('agrees with the validator, which tells the branch requirement at its place in the form', () => {
    const sms = { VendorName: 'V', VendorTypeCode: 'SMS', authToken: 't' };
    expect(validate('vendorInsert', sms)).toMatchObject({ valid: false, message: 'Account SID cannot be empty for an SMS vendor.' });
    expect(validate('vendorInsert', { ...sms, asid: 'AC1' }).valid).toBe(true);
    // A field above it in the form with a bad value is told first.
    expect(validate('vendorInsert', { ...sms, AccountName: '<b>' }).message).toBe('Input field has invalid characters');
    expect(validate('vendorInsert', { ...sms, VendorTypeCode: 'WEB' }).message).toBe(
      'Account Type cannot be empty for a web program vendor.',
    );
  });

  it('finds a schema by the object a config holds, and knows no branches of other schemas', () => {
    expect(schemaNameOf(vendorSchema)).toBe('vendor');
    expect(schemaNameOf({ properties: {} })).toBeUndefined();
    expect(conditionalFields(undefined, {}).hidden.size).toBe(0);
    expect(conditionalFields('user', { email: 'x' }).hidden.size).toBe(0);
  });
});
