// Vendor accounts over HTTP: the upsert with MetadataJSON and
// the shared validators, 409 for a duplicate name, 404 for unknown ids, short codes and email
// domains attached to one vendor at a time, delete frees them, counts and dates kept.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_MESSAGES } from '../../schemas/rules/vendorType';
import { caller, signIn, startPlatform, usePlatformSignedIn } from '../test/harness';

const { call: admin, platform } = usePlatformSignedIn();

const SAVE = '/text-service/smsvendors/account';
const list = async () => (await admin('GET', '/text-service/smsvendors/')).body as Record<string, any>[];
const vendorNamed = async (name: string) => (await list()).find((v) => v.VendorName === name);
const smsBody = (name: string, metadata: Record<string, unknown> = { authToken: 'tok-1', asid: 'AC1' }) => ({
  VendorName: name,
  AccountName: 'HTTP Tests',
  VendorTypeCode: 'sms',
  MetadataJSON: JSON.stringify(metadata),
});

describe('vendor list and type codes', () => {
  it('lists vendors by name with counts, and the type codes', async () => {
    const vendors = await list();
    expect(vendors.map((v) => v.VendorName)).toEqual([...vendors.map((v) => v.VendorName)].sort((a, b) => a.localeCompare(b)));
    expect(vendors.find((v) => v.VendorAccountID === 1)).toMatchObject({
      VendorName: 'Twilio Main',
      VendorTypeCode: 'SMS',
      ShortCodeCount: 1,
    });
    expect(vendors.find((v) => v.VendorAccountID === 4)).toMatchObject({ VendorTypeCode: 'EMAIL', ShortCodeCount: 2 });
    expect(JSON.parse(vendors[0].MetadataJSON)).toHaveProperty('authToken');
    expect(
      (await admin('GET', '/text-service/smsvendors/typecodes')).body.map((t: { VendorTypeCode: string }) => t.VendorTypeCode),
    ).toEqual(['SMS', 'EMAIL', 'WEB']);
  });

  it('is for slink-sys-admin only', async () => {
    const other = caller(platform().url, await signIn(platform().url, 'apilinks@example.com'));
    expect((await other('GET', '/text-service/smsvendors/')).status).toBe(403);
    expect((await other('POST', SAVE, smsBody('Nope'))).status).toBe(403);
    expect((await caller(platform().url, null)('GET', '/text-service/smsvendors/')).status).toBe(401);
  });
});

describe('POST /text-service/smsvendors/account', () => {
  it('creates with the service spelling of the type, then updates by VendorAccountID', async () => {
    const created = await admin('POST', SAVE, smsBody('HTTP Vendor'));
    expect(created).toMatchObject({ status: 201, body: { VendorName: 'HTTP Vendor', VendorTypeCode: 'SMS', ShortCodeCount: 0 } });
    const id = created.body.VendorAccountID;
    const updated = await admin('POST', SAVE, {
      ...smsBody('HTTP Vendor 2', { authToken: 'tok-2', asid: 'AC2', MessagingServiceSid: 'MG2' }),
      VendorAccountID: id,
    });
    expect(updated).toMatchObject({ status: 200, body: { VendorAccountID: id, VendorName: 'HTTP Vendor 2' } });
    const stored = await vendorNamed('HTTP Vendor 2');
    expect(JSON.parse(stored!.MetadataJSON)).toEqual({ authToken: 'tok-2', asid: 'AC2', MessagingServiceSid: 'MG2' });
    expect(stored!.ModifiedDateTime >= created.body.ModifiedDateTime).toBe(true);
  });

  it.each([
    ['nothing', {}, 'The following fields are required: Vendor Name, Type, Auth Token'],
    ['no auth token', smsBody('V1', { asid: 'AC1' }), 'Auth Token cannot be empty.'],
    ['an SMS vendor without asid', smsBody('V2', { authToken: 't' }), VENDOR_MESSAGES.asidRequired],
    [
      'a web program vendor without its account',
      { VendorName: 'V3', VendorTypeCode: 'WEB', MetadataJSON: '{"authToken":"t"}' },
      VENDOR_MESSAGES.accountTypeRequired,
    ],
    ['a name over 32 characters', smsBody('x'.repeat(33)), 'Vendor Name must be at most 32 characters'],
    [
      'an account name over 256 characters',
      { ...smsBody('V4'), AccountName: 'a'.repeat(257) },
      'Account Name must be at most 256 characters',
    ],
    ['MetadataJSON that is not an object', { ...smsBody('V5'), MetadataJSON: '[1,2]' }, 'MetadataJSON must be a JSON object'],
    ['an unknown type', { ...smsBody('V6'), VendorTypeCode: 'FAX' }, 'Unknown vendor type FAX'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = await list();
    expect(await admin('POST', SAVE, body)).toMatchObject({ status: 400, body: { message } });
    expect(await list()).toEqual(before);
  });

  it('answers 409 for a duplicate name (any case) and 404 for an unknown id', async () => {
    expect(await admin('POST', SAVE, smsBody('twilio MAIN'))).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    expect(await admin('POST', SAVE, { ...smsBody('Twilio Main'), VendorAccountID: 2 })).toMatchObject({ status: 409 });
    expect((await admin('POST', SAVE, { ...smsBody('Ghost'), VendorAccountID: 9999 })).status).toBe(404);
    expect((await admin('DELETE', '/text-service/smsvendors/9999')).status).toBe(404);
  });

  it('refuses a type change while codes are attached', async () => {
    const main = await vendorNamed('Twilio Main');
    const answer = await admin('POST', SAVE, {
      ...smsBody('Twilio Main'),
      VendorTypeCode: 'EMAIL',
      VendorAccountID: main!.VendorAccountID,
    });
    expect(answer).toMatchObject({ status: 409, body: { message: expect.stringContaining('cannot change') } });
  });
});

describe('short codes and email domains of vendors', () => {
  const freeCodes = async () =>
    (await admin('GET', '/text-service/smsvendors/freeshortcodes')).body.map((c: { ShortCodeId: number }) => c.ShortCodeId);
  const freeDomains = async () =>
    (await admin('GET', '/email-service/emailvendors/availableemaildomains')).body.map(
      (d: { email_domain_id: number }) => d.email_domain_id,
    );

  it('attaches a free short code to an SMS vendor only once, and removes it', async () => {
    const id = (await admin('POST', SAVE, smsBody('Code Holder'))).body.VendorAccountID;
    const other = (await admin('POST', SAVE, smsBody('Code Rival'))).body.VendorAccountID;
    const code = (await freeCodes())[0];
    expect(await admin('POST', `/text-service/smsvendors/${id}/shortcode/${code}`)).toMatchObject({
      status: 201,
      body: { message: 'Vendor shortcode successfully added' },
    });
    expect(await freeCodes()).not.toContain(code);
    expect((await admin('GET', `/text-service/smsvendors/${id}/shortcodes`)).body).toEqual([
      expect.objectContaining({ ShortCodeId: code, VendorAccountID: id }),
    ]);
    expect((await vendorNamed('Code Holder'))!.ShortCodeCount).toBe(1);
    expect((await admin('POST', `/text-service/smsvendors/${other}/shortcode/${code}`)).status).toBe(409);
    expect((await admin('DELETE', `/text-service/smsvendors/${other}/shortcode/${code}`)).status).toBe(404);
    expect(await admin('DELETE', `/text-service/smsvendors/${id}/shortcode/${code}`)).toMatchObject({
      status: 200,
      body: { message: 'Vendor shortcode successfully removed' },
    });
    expect(await freeCodes()).toContain(code);
    expect((await vendorNamed('Code Holder'))!.ShortCodeCount).toBe(0);
  });

  it("lists the free ones in order of the code or the domain, in the text service's names, domains with their accounts by name", async () => {
    const codes = (await admin('GET', '/text-service/smsvendors/freeshortcodes')).body as Record<string, unknown>[];
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.map((c) => String(c.ShortCode))).toEqual(codes.map((c) => String(c.ShortCode)).sort((a, b) => a.localeCompare(b)));
    for (const code of codes) expect(Object.keys(code)).toEqual(['ShortCodeId', 'ShortCode', 'VendorAccountID', 'ShortCodeDesc']);
    const domains = (await admin('GET', '/email-service/emailvendors/availableemaildomains')).body as Record<string, unknown>[];
    expect(domains.map((d) => d.email_domain_url)).toEqual(
      domains.map((d) => String(d.email_domain_url)).sort((a, b) => a.localeCompare(b)),
    );
    const summit = domains.find((d) => d.email_domain_url === 'reminders.summitmed.com');
    expect(summit).toEqual({
      email_domain_id: 3,
      email_domain_url: 'reminders.summitmed.com',
      accounts_assigned: [{ account_id: 10201, account_name: expect.any(String) }],
    });
  });

  it('takes the vendor type in any letter case, and stamps the vendor on attach and on remove', async () => {
    const id = (await admin('POST', SAVE, { ...smsBody('Stamp Holder'), VendorTypeCode: 'Sms' })).body.VendorAccountID;
    const stamp = async () => (await vendorNamed('Stamp Holder'))!.ModifiedDateTime as string;
    const [code] = await freeCodes();
    const before = await stamp();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await admin('POST', `/text-service/smsvendors/${id}/shortcode/${code}`)).status).toBe(201);
    const attachedAt = await stamp();
    expect(attachedAt > before).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await admin('DELETE', `/text-service/smsvendors/${id}/shortcode/${code}`)).status).toBe(200);
    expect((await stamp()) > attachedAt).toBe(true);
  });

  it('refuses codes for EMAIL vendors, domains for SMS vendors, and unknown ids', async () => {
    const [code] = await freeCodes();
    const [domain] = await freeDomains();
    expect(await admin('POST', `/text-service/smsvendors/4/shortcode/${code}`)).toMatchObject({
      status: 400,
      body: { message: 'Short codes can only be attached to an SMS vendor account.' },
    });
    expect(await admin('POST', `/email-service/emailvendors/1/emaildomain/${domain}`)).toMatchObject({
      status: 400,
      body: { message: 'Email domains can only be attached to an EMAIL vendor account.' },
    });
    expect((await admin('POST', '/text-service/smsvendors/1/shortcode/9999')).status).toBe(404);
    expect((await admin('POST', `/text-service/smsvendors/9999/shortcode/${code}`)).status).toBe(404);
    expect((await admin('GET', '/email-service/emailvendors/9999/emaildomains')).status).toBe(404);
  });

  it('attaches and removes an email domain of an EMAIL vendor; delete frees what a vendor held', async () => {
    const id = (await admin('POST', SAVE, { VendorName: 'Mail Holder', VendorTypeCode: 'EMAIL', MetadataJSON: '{"authToken":"k"}' })).body
      .VendorAccountID;
    const [domain, second] = await freeDomains();
    expect(await admin('POST', `/email-service/emailvendors/${id}/emaildomain/${domain}`)).toMatchObject({
      status: 201,
      body: { message: 'Vendor email domain successfully added' },
    });
    expect(await admin('POST', `/email-service/emailvendors/${id}/emaildomain/${second}`)).toMatchObject({ status: 201 });
    expect(
      (await admin('GET', `/email-service/emailvendors/${id}/emaildomains`)).body
        .map((d: { EmailDomainId: number }) => d.EmailDomainId)
        .sort(),
    ).toEqual([domain, second].sort());
    expect(await freeDomains()).not.toContain(domain);
    expect((await admin('POST', `/email-service/emailvendors/4/emaildomain/${domain}`)).status).toBe(409);
    expect(await admin('DELETE', `/email-service/emailvendors/${id}/emaildomain/${second}`)).toMatchObject({
      status: 200,
      body: { message: 'Vendor email domain successfully removed' },
    });
    expect((await vendorNamed('Mail Holder'))!.ShortCodeCount).toBe(1);

    expect((await admin('DELETE', `/text-service/smsvendors/${id}`)).status).toBe(200);
    expect(await vendorNamed('Mail Holder')).toBeUndefined();
    expect(await freeDomains()).toContain(domain);

    // Freed where it is stored: a platform started on the data as it is now has it free too.
    const copy = mkdtempSync(join(tmpdir(), 'slink-vendors-'));
    cpSync(platform().dir, copy, { recursive: true });
    const again = await startPlatform({ dataDir: copy });
    try {
      const admin2 = caller(again.url, await signIn(again.url, 'admin@example.com'));
      const free = (await admin2('GET', '/email-service/emailvendors/availableemaildomains')).body.map(
        (d: { email_domain_id: number }) => d.email_domain_id,
      );
      expect(free).toContain(domain);
    } finally {
      await again.stop();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
