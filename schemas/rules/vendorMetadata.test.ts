import { describe, expect, it } from 'vitest';
import { parseMetadata, vendorBody, vendorFields } from './vendorMetadata';

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

  it('packs them back unchanged, keeping keys the console does not edit', () => {
    const body = vendorBody(vendorFields(smsRecord), smsRecord.MetadataJSON);
    expect(body).toMatchObject({ VendorAccountID: 3, VendorName: 'Twilio East', AccountName: 'Outreach', VendorTypeCode: 'SMS' });
    expect(JSON.parse(body.MetadataJSON)).toEqual(JSON.parse(smsRecord.MetadataJSON));
  });

  it('keeps the stored password when the edit form gives none, and takes a new one', () => {
    const { password: _, ...edited } = vendorFields(smsRecord);
    expect(JSON.parse(vendorBody({ ...edited, authToken: 'tok-2' }, smsRecord.MetadataJSON).MetadataJSON)).toMatchObject({
      password: 'Secret#1',
      authToken: 'tok-2',
    });
    expect(JSON.parse(vendorBody({ ...edited, password: 'New#2222' }, smsRecord.MetadataJSON).MetadataJSON).password).toBe('New#2222');
  });

  it('drops keys the new type does not use and cleared fields; trims; create has no id', () => {
    const body = vendorBody(
      {
        VendorName: ' Qualtrics Web ',
        VendorTypeCode: 'web',
        authToken: 't',
        qualtricsAccount: 'brand-1',
        asid: 'AC1',
        accountGroupId: '',
      },
      '{"asid":"AC1","accountGroupId":4}',
    );
    expect(body).toEqual({
      VendorName: 'Qualtrics Web',
      AccountName: '',
      VendorTypeCode: 'web',
      MetadataJSON: '{"authToken":"t","qualtricsAccount":"brand-1"}',
    });
    expect(
      JSON.parse(vendorBody({ VendorName: 'Mail', VendorTypeCode: 'EMAIL', authToken: 'k', MessagingServiceSid: 'MG1' }).MetadataJSON),
    ).toEqual({ authToken: 'k' });
  });

  it('reads a record with unreadable MetadataJSON as having no credentials', () => {
    expect(vendorFields({ VendorAccountID: 1, VendorName: 'X', VendorTypeCode: 'SMS', MetadataJSON: 'oops' })).toEqual({
      VendorAccountID: 1,
      VendorName: 'X',
      VendorTypeCode: 'SMS',
    });
  });
});
