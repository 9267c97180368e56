import { describe, expect, it } from 'vitest';
import { jsonTextValues, parseJsonText, withJsonText } from './jsonText';

const mapping = { property: 'MetadataJSON', fields: ['authToken', 'password', 'asid'] } as const;

describe('JSON-text fields', () => {
  it('parse blank as {} and refuse anything but an object', () => {
    expect(parseJsonText('')).toEqual({});
    expect(parseJsonText(undefined)).toEqual({});
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonText('oops')).toBeUndefined();
    expect(parseJsonText('[1]')).toBeUndefined();
    expect(parseJsonText(3)).toBeUndefined();
  });

  it('read the declared keys that hold a value, and nothing else', () => {
    const record = { VendorName: 'X', MetadataJSON: '{"authToken":"t","asid":" ","region":"us1"}' };
    expect(jsonTextValues(record, mapping)).toEqual({ authToken: 't' });
    expect(jsonTextValues({ MetadataJSON: 'oops' }, mapping)).toEqual({});
  });

  it('fold edited keys back, trimmed, dropping blanks and keeping what was not edited', () => {
    const previous = '{"authToken":"old","password":"Keep#1","asid":"AC1","region":"us1"}';
    const body = withJsonText({ VendorName: 'X', authToken: ' new ', asid: '' }, mapping, ['authToken', 'asid'], previous);
    expect(body.VendorName).toBe('X');
    expect('authToken' in body).toBe(false);
    expect(JSON.parse(body.MetadataJSON as string)).toEqual({ authToken: 'new', password: 'Keep#1', region: 'us1' });
  });

  it('write the keys in declared order for a new record', () => {
    const body = withJsonText({ asid: 'AC9', authToken: 'tok-9', password: 'p' }, mapping, ['authToken', 'asid']);
    expect(body).toEqual({ MetadataJSON: '{"authToken":"tok-9","asid":"AC9"}' });
  });
});
