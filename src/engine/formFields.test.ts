// The vocabulary of shown and required fields, on a screen that uses all of it (the vendor
// accounts: an if/then on the type, fields hidden from the SISL user type, a JSON-text property).
import { describe, expect, it } from 'vitest';
import { vendors } from '../../resources/vendors';
import { formBodyOf } from './formBodyOf';
import { formFields, formStart, hiddenForUser } from './formFields';
import { shortCodes } from '../../resources/shortCodes';

const create = vendors.forms.create!;
const edit = vendors.forms.edit!;

describe('formFields', () => {
  it("shows an if/then branch's fields only while its condition holds, and requires what it requires", () => {
    const none = formFields(vendors, create, {}, 'STAFF');
    expect(none.shown).toEqual(['VendorName', 'VendorTypeCode', 'AccountName', 'accountGroupId', 'authToken', 'password']);
    expect([...none.required].sort()).toEqual(['VendorName', 'VendorTypeCode', 'authToken']);
    const sms = formFields(vendors, create, { VendorTypeCode: 'sms' }, 'STAFF');
    expect(sms.shown).toContain('asid');
    expect(sms.shown).toContain('MessagingServiceSid');
    expect(sms.shown).not.toContain('qualtricsAccount');
    expect(sms.required.has('asid')).toBe(true);
    expect([...sms.inapplicable]).toEqual(['qualtricsAccount']);
  });

  it('hides the fields declared hidden for the signed-in user type, in any case', () => {
    expect(formFields(vendors, create, {}, ' sisl ').shown).toEqual(['VendorName', 'VendorTypeCode', 'AccountName', 'authToken']);
    expect(hiddenForUser(vendors, 'password', 'SISL')).toBe(true);
    expect(hiddenForUser(vendors, 'password', undefined)).toBe(false);
    expect(hiddenForUser(vendors, 'VendorName', 'SISL')).toBe(false);
  });
});

describe('formBodyOf', () => {
  const record = {
    id: 5,
    VendorAccountID: 5,
    VendorName: 'Main',
    AccountName: 'Line',
    VendorTypeCode: 'SMS',
    ShortCodeCount: 2,
    MetadataJSON: '{"authToken":"t","asid":"AC1","password":"P#1","accountGroupId":3,"other":1}',
    asid: 'AC1',
    authToken: 't',
    accountGroupId: 3,
  };

  it('sends the shown fields, the carried ones and the JSON text, and validates the flat record', () => {
    const values = { ...record, VendorTypeCode: 'EMAIL', authToken: 'new' };
    const fields = formFields(vendors, edit, values, 'STAFF');
    const { flat, body } = formBodyOf({ config: vendors, form: edit, values, record, isNew: false, fields });
    expect(flat).toEqual({
      VendorAccountID: 5,
      VendorName: 'Main',
      AccountName: 'Line',
      VendorTypeCode: 'EMAIL',
      accountGroupId: 3,
      authToken: 'new',
    });
    // The SMS keys no longer apply; the password (not on the edit form) and other keys stay.
    expect(JSON.parse(body.MetadataJSON as string)).toEqual({ authToken: 'new', password: 'P#1', accountGroupId: 3, other: 1 });
    expect(Object.keys(body).sort()).toEqual(['AccountName', 'MetadataJSON', 'VendorAccountID', 'VendorName', 'VendorTypeCode']);
  });

  it('leaves keys hidden from the user type as they were, and sends a cleared field as blank', () => {
    const values = { ...record, AccountName: null };
    const fields = formFields(vendors, edit, values, 'SISL');
    const { body } = formBodyOf({ config: vendors, form: edit, values, record, isNew: false, fields });
    expect(body.AccountName).toBe('');
    expect(JSON.parse(body.MetadataJSON as string)).toMatchObject({ accountGroupId: 3, asid: 'AC1' });
  });

  it('adds the defaults to a new record and leaves its blank fields out', () => {
    const values = { VendorName: 'New', VendorTypeCode: 'EMAIL', authToken: 'k', MessagingServiceSid: 'MG1' };
    const fields = formFields(vendors, create, values, 'STAFF');
    const { body } = formBodyOf({ config: vendors, form: create, values, record: undefined, isNew: true, fields });
    expect(body).toEqual({ VendorName: 'New', VendorTypeCode: 'EMAIL', AccountName: '', MetadataJSON: '{"authToken":"k"}' });
  });
});

describe('formStart', () => {
  it('starts a number the form edits as text as its digits; none stays none, an absent field absent', () => {
    const edit = shortCodes.forms.edit!;
    const { values } = formStart(shortCodes, edit, { id: 1, ShortCodeId: 1, ShortCode: 55501, Throttle: null });
    expect(values).toMatchObject({ ShortCodeId: 1, ShortCode: '55501', Throttle: null });
    expect('Throttle' in formStart(shortCodes, edit, { id: 1, ShortCode: 55501 }).values).toBe(false);
  });
});
