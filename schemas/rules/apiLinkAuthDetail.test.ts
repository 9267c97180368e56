import { describe, expect, it } from 'vitest';
import { AuthDetailError, detailFromEntries, detailTextFromEntries, entriesFromDetail, type AuthEntry } from './apiLinkAuthDetail';

const TEXT = JSON.stringify({
  username: { name: 'user', value: 'svc-reminders' },
  password: { name: 'pass', value: 's3cret' },
  headers: [
    { name: 'accessKey', value: 'AK-1' },
    { name: 'X-Tenant', value: 'north' },
  ],
  qs: [{ name: 'format', value: 'json' }],
  certs: [{ name: 'client.pem', value: '/etc/certs/client.pem' }],
  request: { grant_type: 'client_credentials', scope: 'calls' },
});

const ENTRIES: AuthEntry[] = [
  { type: 'certs', name: 'client.pem', value: '/etc/certs/client.pem' },
  { type: 'username', name: 'user', value: 'svc-reminders' },
  { type: 'password', name: 'pass', value: 's3cret' },
  { type: 'request', name: 'grant_type', value: 'client_credentials' },
  { type: 'request', name: 'scope', value: 'calls' },
  { type: 'qs', name: 'format', value: 'json' },
  { type: 'headers', name: 'accessKey', value: 'AK-1' },
  { type: 'headers', name: 'X-Tenant', value: 'north' },
];

describe('authentication details: JSON text <-> typed entries', () => {
  it('reads every entry type of the stored text, in the form order', () => {
    expect(entriesFromDetail(TEXT)).toEqual(ENTRIES);
  });
  it('writes username and password as pairs, headers, qs and certs as lists, request as a map', () => {
    expect(detailFromEntries(ENTRIES)).toEqual(JSON.parse(TEXT));
    expect(JSON.parse(detailTextFromEntries(ENTRIES))).toEqual(JSON.parse(TEXT));
  });
  it('round-trips both ways', () => {
    expect(entriesFromDetail(detailTextFromEntries(ENTRIES))).toEqual(ENTRIES);
  });
  it('leaves out the types without entries; no entries is {}', () => {
    expect(detailTextFromEntries([])).toBe('{}');
    expect(detailFromEntries([{ type: 'qs', name: 'a', value: '1' }])).toEqual({ qs: [{ name: 'a', value: '1' }] });
  });
  it('reads blank text as no entries and numbers as text', () => {
    expect(entriesFromDetail('')).toEqual([]);
    expect(entriesFromDetail(undefined)).toEqual([]);
    expect(entriesFromDetail('{"request":{"retries":3}}')).toEqual([{ type: 'request', name: 'retries', value: '3' }]);
  });
  it('refuses text that is not a JSON object of the documented shape', () => {
    expect(() => entriesFromDetail('{oops')).toThrow(AuthDetailError);
    expect(() => entriesFromDetail('[1]')).toThrow(AuthDetailError);
    expect(() => entriesFromDetail('{"headers":{"a":"b"}}')).toThrow('headers must be a list');
    expect(() => entriesFromDetail('{"request":[1]}')).toThrow('request must be an object');
  });
});
