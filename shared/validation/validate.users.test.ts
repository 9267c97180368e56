// Users, API clients and SISL users through validate(): exact messages.
import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const PWD = 'Abcdef1!';
const person = { email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' };
const newUser = { ...person, account_group_id: 3, pwd1: PWD, pwd2: PWD };
const msg = (name: Parameters<typeof validate>[0], data: unknown) => validate(name, data).message;

describe('required fields of users and API clients', () => {
  it.each(['userInsert', 'apiClientInsert', 'userUpdate', 'apiClientUpdate', 'sislUserInsert'] as const)(
    '%s: one missing gives its own message',
    (name) => {
      const base = { ...newUser, login_id: 7 };
      expect(msg(name, { ...base, email: undefined })).toBe('Email address is required');
      expect(msg(name, { ...base, first_name: undefined })).toBe('First name is required');
      expect(msg(name, { ...base, last_name: undefined })).toBe('Last name is required');
    },
  );

  it('more than one missing lists the labels in schema order', () => {
    expect(msg('userInsert', { ...newUser, first_name: undefined, email: undefined })).toBe(
      'The following fields are required: Email, First Name',
    );
    expect(msg('apiClientUpdate', { login_id: 1 })).toBe('The following fields are required: Email, First Name, Last Name');
    const r = validate('sislUserInsert', { last_name: 'Doe' });
    expect(r).toEqual({
      valid: false,
      message: 'The following fields are required: Email, First Name',
      fieldErrors: { email: 'Email address is required', first_name: 'First name is required' },
    });
  });

  it('treats null, empty and whitespace-only values as missing', () => {
    expect(msg('userInsert', { ...newUser, email: null })).toBe('Email address is required');
    expect(msg('userInsert', { ...newUser, email: '', first_name: '   ' })).toBe('The following fields are required: Email, First Name');
    expect(msg('sislUserInsert', { ...person, zip: null, city: '', state_code: ' ' })).toBeUndefined();
  });

  it('is valid when complete', () => {
    expect(validate('userInsert', newUser)).toEqual({ valid: true, fieldErrors: {} });
    expect(validate('userUpdate', { ...person, login_id: 'abc', enabled: true }).valid).toBe(true);
    expect(validate('sislUserInsert', person).valid).toBe(true);
  });
});

describe('insert and update specifics', () => {
  it('needs an account group on insert (API clients without the final period)', () => {
    expect(msg('userInsert', { ...newUser, account_group_id: null })).toBe('Please select an account group for the user.');
    expect(msg('apiClientInsert', { ...newUser, account_group_id: '' })).toBe('Please select an account group for the user');
  });
  it('needs the login id on update', () => {
    expect(msg('userUpdate', person)).toBe('ID field is missing');
    expect(msg('apiClientUpdate', person)).toBe('ID field is missing');
  });
  it('requires both password fields, filled and equal, on insert', () => {
    const bad = 'The password fields are empty or do not match';
    expect(msg('userInsert', { ...newUser, pwd1: '', pwd2: '' })).toBe(bad);
    expect(msg('userInsert', { ...newUser, pwd2: undefined })).toBe(bad);
    expect(msg('apiClientInsert', { ...newUser, pwd2: 'Abcdef1?' })).toBe(bad);
  });
  it('checks password strength', () => {
    const weak = 'Password must be at least 8 characters long and contain a letter, a digit, a capital letter and a special character';
    for (const p of ['Abc1!', 'abcdef1!', 'ABCDEFG!', 'Abcdefg1', 'Abcdefgh!'])
      expect(msg('userInsert', { ...newUser, pwd1: p, pwd2: p })).toBe(weak);
  });
  it('asks for no password or account group from SISL users', () => {
    expect(validate('sislUserInsert', { ...person, pwd1: undefined, account_group_id: undefined }).valid).toBe(true);
  });
});

describe('field formats', () => {
  const cases: [string, unknown, string][] = [
    ['email', 'not-an-email', 'Not a valid email address'],
    ['first_name', 'Jane2', 'First Name must be letters'],
    ['last_name', 'O Doe', 'Last Name must be letters'],
    ['first_name', 'SeLeCt', 'cannot be reserved word'],
    ['last_name', 'drop', 'cannot be reserved word'],
    ['address', 'Main <b>St</b>', 'Input field has invalid characters'],
    ['address2', 'line\u0007', 'Input field has invalid characters'],
    ['city', 'Paris 75', 'Not a valid city'],
    ['state_code', 'CAL', 'State must be two letters'],
    ['country_code', 'U1', 'Country must be two letters'],
    ['zip', '1234', 'Not a valid Zip code'],
    ['zip', '12345-12', 'Not a valid Zip code'],
    ['account_group_id', 'abc', 'must be an integer'],
    ['account_group_id', 1.5, 'must be an integer'],
    ['address', 'x'.repeat(256), 'Address 1 must be at most 255 characters'],
  ];
  it.each(cases)('%s = %j → %s', (field, value, expected) => {
    const r = validate('userInsert', { ...newUser, [field]: value });
    expect(r.message).toBe(expected);
    expect(r.fieldErrors[field]).toBe(expected);
  });

  it('accepts good values', () => {
    const good = {
      city: 'Saint Paul, MN',
      state_code: 'mn',
      country_code: 'US',
      zip: '55101-1234',
      account_group_id: '12',
      address: "O'Hara St. #5",
    };
    expect(validate('userInsert', { ...newUser, ...good })).toEqual({ valid: true, fieldErrors: {} });
    expect(validate('userInsert', { ...newUser, first_name: 'Élodie', last_name: 'Selection' }).valid).toBe(true);
  });

  it('applies the same city rule to API clients (anchored, not prefix-only)', () => {
    expect(msg('apiClientInsert', { ...newUser, city: 'Paris1' })).toBe('Not a valid city');
  });

  it('reports the first failing field in form order and every field inline', () => {
    const r = validate('userInsert', { ...newUser, zip: '1', email: 'x', city: '9' });
    expect(r.message).toBe('Not a valid email address');
    expect(r.fieldErrors).toEqual({ email: 'Not a valid email address', city: 'Not a valid city', zip: 'Not a valid Zip code' });
  });

  it('puts required fields before formats, and formats before later rules', () => {
    expect(msg('userInsert', { ...newUser, email: 'x', last_name: null })).toBe('Last name is required');
    expect(msg('userInsert', { ...newUser, first_name: 'J1', pwd2: 'other' })).toBe('First Name must be letters');
  });
});
