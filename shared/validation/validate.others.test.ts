// The other validators through validate(): exact messages.
import { describe, expect, it } from 'vitest';
import { isValidatorName, validate, type ValidatorName } from './validate';

const msg = (name: ValidatorName, data: unknown) => validate(name, data).message;

describe('api', () => {
  it("says 'missing URL' when the method or the URL is missing", () => {
    expect(msg('api', { url: '/auth/apis/:id' })).toBe('missing URL');
    expect(msg('api', { http_method: 'GET', url: ' ' })).toBe('missing URL');
    expect(msg('api', {})).toBe('missing URL');
  });
  it('checks the method and the URL text', () => {
    expect(msg('api', { http_method: 'PATCH', url: '/x' })).toBe('HTTP Method must be one of GET, POST, PUT, DELETE');
    expect(msg('api', { http_method: 'GET', url: '/x<script>' })).toBe('Input field has invalid characters');
    expect(validate('api', { http_method: 'DELETE', url: '/auth/apis/:id' })).toEqual({ valid: true, fieldErrors: {} });
  });
});

describe('accountGroup', () => {
  it('needs a name', () => {
    expect(msg('accountGroup', { account_group_name: null })).toBe('Missing group name');
    expect(msg('accountGroup', { id: 4, account_group_name: 'Bad\u0000name' })).toBe('Input field has invalid characters');
    expect(validate('accountGroup', { account_group_name: 'North & South' }).valid).toBe(true);
  });
});

describe('relationship', () => {
  const both = 'You must specify both an application and a role or neither';
  it('wants application and role together or neither', () => {
    expect(msg('relationship', { action: 'add', app_code: 'workb' })).toBe(both);
    expect(msg('relationship', { action: 'add', role_type_code: 'slink-sisl-user', app_code: '' })).toBe(both);
    expect(validate('relationship', { action: 'add', account_group_id: 2 }).valid).toBe(true);
    expect(validate('relationship', { action: 'add', app_code: 'workb', role_type_code: 'r' }).valid).toBe(true);
  });
  it('checks the account group id', () => {
    expect(msg('relationship', { action: 'add', account_group_id: 'x' })).toBe('must be an integer');
  });
});

describe('passwordChange', () => {
  it('orders required, mismatch, then strength', () => {
    expect(msg('passwordChange', { pwd1: '', pwd2: null })).toBe('The password fields are required');
    expect(msg('passwordChange', { pwd1: 'Abcdef1!' })).toBe('The password fields do not match');
    expect(msg('passwordChange', { pwd1: 'abc', pwd2: 'abd' })).toBe('The password fields do not match');
    expect(msg('passwordChange', { pwd1: 'abc', pwd2: 'abc' })).toBe(
      'Password must be at least 8 characters long and contain a letter, a digit, a capital letter and a special character',
    );
    expect(validate('passwordChange', { email: 'a@b.co', action: 'update', pwd1: 'Abcdef1!', pwd2: 'Abcdef1!', oldpwd: 'x' }).valid).toBe(
      true,
    );
  });
});

describe('loginAttribute', () => {
  it("needs an attribute type and a value ('{label} can't be empty')", () => {
    expect(msg('loginAttribute', { attribute_value: 'x' })).toBe("Attribute Type can't be empty");
    expect(msg('loginAttribute', { attribute_id: 1, attribute_value: '  ' })).toBe("Attribute Value can't be empty");
    expect(msg('loginAttribute', { attribute_id: 'one', attribute_value: 'x' })).toBe('must be an integer');
    expect(msg('loginAttribute', { attribute_id: '1', attribute_value: 'a>b' })).toBe('Input field has invalid characters');
    expect(validate('loginAttribute', { attribute_id: '1', attribute_value: 'blue' }).valid).toBe(true);
  });
});

describe('ipRange', () => {
  const range = { account_group_id: 1, app_code: 'workb', ip_range_start: '10.0.0.9', ip_range_end: '10.0.0.10' };
  it('needs an application', () => {
    expect(msg('ipRange', { ...range, app_code: null })).toBe('Please specify an Application for the IP Range');
  });
  it('checks each octet', () => {
    expect(msg('ipRange', { ...range, ip_range_end: '10.0.0.256' })).toBe('Each IP octet must be between 0 and 255');
    expect(validate('ipRange', { ...range, ip_range_start: '1.2.3' }).fieldErrors.ip_range_start).toBe(
      'Each IP octet must be between 0 and 255',
    );
  });
  it('compares start and end numerically', () => {
    expect(validate('ipRange', range)).toEqual({ valid: true, fieldErrors: {} });
    expect(validate('ipRange', { ...range, ip_range_end: range.ip_range_start }).valid).toBe(true);
    expect(msg('ipRange', { ...range, ip_range_start: '10.0.0.10', ip_range_end: '10.0.0.9' })).toBe(
      'Error: The IP Start range is after the IP End range',
    );
    expect(msg('ipRange', { ...range, ip_range_start: '10.0.1.0', ip_range_end: '10.0.0.255' })).toBe(
      'Error: The IP Start range is after the IP End range',
    );
  });
});

describe('accountAssignment', () => {
  it('needs a picked account and respects the 20-account limit', () => {
    expect(msg('accountAssignment', { account_id: '' })).toBe('Please select a valid account first.');
    expect(msg('accountAssignment', { account_id: { id: 1 } })).toBe('Please select a valid account first.');
    expect(msg('accountAssignment', { account_id: 5, assigned_count: 20 })).toBe(
      'You have reached the maximum number of accounts that can be assigned to a AccountGroup.',
    );
    expect(validate('accountAssignment', { account_id: 'A-17', assigned_count: 19 }).valid).toBe(true);
  });
});

describe('validate()', () => {
  it('knows its names', () => {
    expect(isValidatorName('userInsert')).toBe(true);
    expect(isValidatorName('nope')).toBe(false);
    expect(() => validate('nope' as ValidatorName, {})).toThrow('Unknown validator');
  });
  it('treats a non-object body as empty', () => {
    expect(msg('accountGroup', 'text')).toBe('Missing group name');
    expect(msg('accountGroup', null)).toBe('Missing group name');
  });
});
