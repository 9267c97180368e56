import { describe, expect, it } from 'vitest';
import { parseMetadata, vendorFields } from './vendorMetadata';

const smsRecord = {
  VendorAccountID: 3,
  VendorName: 'Twilio East',
  AccountName: 'Outreach',
  VendorTypeCode: 'SMS',
  MetadataJSON: '{"authToken":"tok-1","asid":"AC12","MessagingServiceSid":"MG9","accountGroupId":2,"password":"Secret#1","region":"us1"}',
  ShortCodeCount: 2,
};

describe('parseMetadata', () => {
  it('reads a JSON object, blank as empty, and refuses anything else', () => {
    expect(parseMetadata('{"a":1}')).toEqual({ a: 1 });
    expect(parseMetadata('')).toEqual({});
    expect(parseMetadata(undefined)).toEqual({});
    expect(parseMetadata({ a: 1 })).toEqual({ a: 1 });
    expect(parseMetadata('[1]')).toBeUndefined();
    expect(parseMetadata('"text"')).toBeUndefined();
    expect(parseMetadata('{not json')).toBeUndefined();
    expect(parseMetadata(12)).toBeUndefined();
  });
});

describe('MetadataJSON round trip', () => {
  it('unpacks the keys the forms edit', () => {
    expect(vendorFields(smsRecord)).toEqual({
      VendorAccountID: 3,
      VendorName: 'Twilio East',
      AccountName: 'Outreach',
      VendorTypeCode: 'SMS',
      accountGroupId: 2,
      authToken: 'tok-1',
      password: 'Secret#1',
      asid: 'AC12',
      MessagingServiceSid: 'MG9',
    });
  });

  it('reads a record with unreadable MetadataJSON as having no credentials', () => {
    expect(vendorFields({ VendorAccountID: 1, VendorName: 'X', VendorTypeCode: 'SMS', MetadataJSON: 'oops' })).toEqual({
      VendorAccountID: 1,
      VendorName: 'X',
      VendorTypeCode: 'SMS',
    });
  });
});
