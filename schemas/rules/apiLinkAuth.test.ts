import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { AUTH_MESSAGES as M, authEntriesProblem } from './apiLinkAuth';
import type { AuthEntry } from './apiLinkAuthDetail';

const e = (type: AuthEntry['type'], name: string, value = 'v'): AuthEntry => ({ type, name, value });
const SIGNED = [e('username', 'user'), e('password', 'pass'), e('headers', 'accessKey')];

describe('API link authentication rules', () => {
  it('accepts well-formed entries, and none at all for other methods', () => {
    expect(authEntriesProblem([], 'Basic')).toBeUndefined();
    expect(authEntriesProblem([e('headers', 'X-A'), e('headers', 'X-B'), e('qs', 'a b')], 'Basic')).toBeUndefined();
    expect(authEntriesProblem(SIGNED, 'SignatureAuth')).toBeUndefined();
  });
  it('refuses an empty field name or value', () => {
    expect(authEntriesProblem([e('qs', ' ')], 'Basic')).toBe(M.empty);
    expect(authEntriesProblem([e('qs', 'a', '')], 'Basic')).toBe('You cannot have authentication fields which are empty.');
  });
  it('allows one username and one password only', () => {
    expect(authEntriesProblem([e('username', 'a'), e('username', 'b')], 'Basic')).toBe(M.oneUsername);
    expect(authEntriesProblem([e('password', 'a'), e('password', 'b')], 'Basic')).toBe(M.onePassword);
  });
  it('refuses header names with spaces and repeated header names', () => {
    expect(authEntriesProblem([e('headers', 'X Tenant')], 'Basic')).toBe(M.headerSpaces('X Tenant'));
    expect(authEntriesProblem([e('headers', 'X-A'), e('headers', 'X-A')], 'Basic')).toBe(M.headerTwice('X-A'));
  });
  it('needs a username, a password and an accessKey header for SignatureAuth, one message each', () => {
    expect(authEntriesProblem([], 'SignatureAuth')).toBe(M.signatureUsername);
    expect(authEntriesProblem([e('username', 'u')], 'SignatureAuth')).toBe(M.signaturePassword);
    expect(authEntriesProblem([e('username', 'u'), e('password', 'p')], 'SignatureAuth')).toBe(M.signatureAccessKey);
    expect(authEntriesProblem([e('username', 'u'), e('password', 'p'), e('headers', 'accesskey')], 'SignatureAuth')).toBe(
      M.signatureAccessKey,
    );
  });
});

describe('the apiLink validator', () => {
  const body = {
    api_link_name: 'Flu reminders',
    api_link_url: 'https://api.example.org/v1/calls',
    api_link_verb: 'POST',
    api_link_authentication_method_id: 2,
    api_link_enabled: true,
    api_link_authentication_detail: '{}',
  };
  it('accepts a complete body', () => expect(validate('apiLink', body)).toMatchObject({ valid: true }));
  it('tells the missing fields in form order, in the required pattern', () => {
    expect(validate('apiLink', {}).message).toBe('API Link name cannot be empty');
    expect(validate('apiLink', { ...body, api_link_url: ' ' }).message).toBe('API Link URL cannot be empty');
    expect(validate('apiLink', { ...body, api_link_verb: null }).message).toBe('API Link verb cannot be empty');
    expect(validate('apiLink', { ...body, api_link_authentication_method_id: '' }).message).toBe('API Link security type cannot be empty');
  });
  it('limits name and URL to 4000 characters and the verb to the four choices', () => {
    expect(validate('apiLink', { ...body, api_link_name: 'n'.repeat(4000) }).valid).toBe(true);
    expect(validate('apiLink', { ...body, api_link_name: 'n'.repeat(4001) }).message).toBe(
      'API Link name cannot be longer than 4000 characters',
    );
    expect(validate('apiLink', { ...body, api_link_url: `https://x.org/${'u'.repeat(4000)}` }).message).toBe(
      'API Link URL cannot be longer than 4000 characters',
    );
    expect(validate('apiLink', { ...body, api_link_verb: 'PATCH' }).message).toBe('API Link verb must be one of POST, GET, DELETE, PUT');
    expect(validate('apiLink', { ...body, api_link_url: 'ftp://x' }).message).toBe(
      'API Link URL must be an http:// or https:// address without spaces',
    );
  });
  it('applies the authentication rules to the entries and the method name', () => {
    const signed = { ...body, authentication_method_name: 'SignatureAuth' };
    expect(validate('apiLink', { ...signed, authentication_entries: [] }).message).toBe(M.signatureUsername);
    expect(validate('apiLink', { ...signed, authentication_entries: SIGNED }).valid).toBe(true);
  });
});
