// Email domain and unsubscribe group calls over HTTP: validation with
// the shared validators, 409 'Conflict' on duplicates, 404 unknown ids, accounts, the vendor
// link (attached domains are not deleted, free ones are offered to vendors), other roles denied.
import { describe, expect, it } from 'vitest';
import { caller, signIn, usePlatformSignedIn } from '../test/harness';

const { call: admin, platform } = usePlatformSignedIn();

const domains = async () => (await admin('GET', '/email-service/emaildomains')).body as Record<string, any>[];
const groups = async () => (await admin('GET', '/email-service/unsubscribegroups')).body as Record<string, any>[];

describe('email domains', () => {
  it('lists domains sorted by URL with their accounts', async () => {
    const all = await domains();
    expect(all.map((d) => d.email_domain_url)).toEqual([...all.map((d) => d.email_domain_url)].sort());
    expect(all.find((d) => d.email_domain_id === 3)).toEqual({
      email_domain_id: 3,
      email_domain_url: 'reminders.summitmed.com',
      accounts_assigned: [{ account_id: 10201, account_name: 'Summit Internal Medicine' }],
    });
  });

  it('offers only domains without a vendor as available', async () => {
    const available = (await admin('GET', '/email-service/emailvendors/availableemaildomains')).body as Record<string, any>[];
    expect(available.map((d) => d.email_domain_id).sort()).toEqual([3, 4, 5, 7]);
  });

  it.each([
    [{}, "Email Domain can't be empty"],
    [{ email_domain_url: '   ' }, "Email Domain can't be empty"],
    [{ email_domain_url: 'not a domain' }, 'Email Domain must be a domain name such as mail.example.org'],
    [{ email_domain_url: `${'a'.repeat(250)}.example.org` }, 'Email Domain must be at most 255 characters'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const before = await domains();
    expect(await admin('POST', '/email-service/emaildomains', body)).toMatchObject({ status: 400, body: { message } });
    expect(await domains()).toEqual(before);
  });

  it('creates, refuses a duplicate in any case (409), renames, 404 for unknown ids', async () => {
    const created = await admin('POST', '/email-service/emaildomains', { email_domain_url: 'alerts.newclinic.org' });
    expect(created).toMatchObject({ status: 201, body: { email_domain_url: 'alerts.newclinic.org', accounts_assigned: [] } });
    const id = created.body.email_domain_id;
    expect(await admin('POST', '/email-service/emaildomains', { email_domain_url: 'ALERTS.newclinic.org' })).toMatchObject({
      status: 409,
      body: { message: 'Conflict' },
    });
    expect((await admin('PUT', `/email-service/emaildomains/${id}`, { email_domain_url: 'mail.riversidehealth.org' })).status).toBe(409);
    expect(await admin('PUT', `/email-service/emaildomains/${id}`, { email_domain_url: 'mail.newclinic.org' })).toMatchObject({
      status: 200,
      body: { email_domain_url: 'mail.newclinic.org' },
    });
    expect((await admin('PUT', '/email-service/emaildomains/999', { email_domain_url: 'x.example.org' })).status).toBe(404);
    expect((await admin('DELETE', '/email-service/emaildomains/999')).status).toBe(404);
    expect(await admin('DELETE', `/email-service/emaildomains/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Successfully deleted email domain mail.newclinic.org' },
    });
  });

  it('refuses to delete a domain attached to a vendor (409), keeping it', async () => {
    const answer = await admin('DELETE', '/email-service/emaildomains/1');
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message:
          'Email domain mail.riversidehealth.org is attached to vendor account SendGrid Transactional; remove it from the vendor first.',
      },
    });
    expect((await domains()).some((d) => d.email_domain_id === 1)).toBe(true);
  });

  it('assigns and removes accounts', async () => {
    expect(await admin('POST', '/email-service/emaildomains/4/accounts/10301')).toMatchObject({
      status: 201,
      body: { message: 'Email domain account 10301 successfully added' },
    });
    expect((await admin('POST', '/email-service/emaildomains/4/accounts/10301')).status).toBe(409);
    expect((await admin('GET', '/email-service/emaildomains/4/accounts')).body).toEqual([
      { account_id: 10301, account_name: 'Lakeshore Community Clinic' },
    ]);
    expect(await admin('DELETE', '/email-service/emaildomains/4/accounts/10301')).toMatchObject({
      status: 200,
      body: { message: 'Email domain account 10301 successfully removed' },
    });
    expect((await domains()).find((d) => d.email_domain_id === 4)!.accounts_assigned).toEqual([]);
  });
});

describe('unsubscribe groups', () => {
  it('creates, refuses blank, too long and duplicate names, renames, assigns, deletes', async () => {
    expect(await admin('POST', '/email-service/unsubscribegroups', { group_name: ' ' })).toMatchObject({
      status: 400,
      body: { message: "Unsubscribe Group can't be empty" },
    });
    expect(await admin('POST', '/email-service/unsubscribegroups', { group_name: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { message: 'Unsubscribe Group must be at most 255 characters' },
    });
    const created = await admin('POST', '/email-service/unsubscribegroups', { group_name: 'Flu Season Alerts' });
    expect(created).toMatchObject({ status: 201, body: { group_name: 'Flu Season Alerts', accounts_assigned: [] } });
    const id = created.body.email_unsubscribe_group_id;
    expect((await admin('POST', '/email-service/unsubscribegroups', { group_name: 'billing notices' })).status).toBe(409);
    expect(await admin('PUT', `/email-service/unsubscribegroups/${id}`, { group_name: 'Flu Alerts' })).toMatchObject({
      status: 200,
      body: { group_name: 'Flu Alerts' },
    });
    expect(await admin('POST', `/email-service/unsubscribegroups/${id}/accounts/10001`)).toMatchObject({
      status: 201,
      body: { message: 'Unsubscribe group account 10001 successfully added' },
    });
    expect((await groups()).find((g) => g.email_unsubscribe_group_id === id)!.accounts_assigned).toHaveLength(1);
    expect(await admin('DELETE', `/email-service/unsubscribegroups/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Successfully deleted unsubscribe group Flu Alerts' },
    });
    expect((await admin('GET', `/email-service/unsubscribegroups/${id}/accounts`)).status).toBe(404);
  });
});

describe('other roles', () => {
  it.each(['engagement@example.com', 'apilinks@example.com'])('%s gets 403', async (email) => {
    const other = caller(platform().url, await signIn(platform().url, email));
    expect((await other('GET', '/email-service/emaildomains')).status).toBe(403);
    expect((await other('POST', '/email-service/unsubscribegroups', { group_name: 'x' })).status).toBe(403);
    expect((await other('DELETE', '/email-service/emaildomains/3/accounts/10201')).status).toBe(403);
  });
});
