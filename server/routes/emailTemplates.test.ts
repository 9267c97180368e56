// Email templates over HTTP: validation with the shared
// validator, 409 for a taken name, 404 for unknown ids, create then update by the answered id,
// clone, account assignment, the editor token, and the role checks.
import { describe, expect, it } from 'vitest';
import { caller, signIn, usePlatformSignedIn } from '../test/harness';

const BASE = '/email-service/emailbeetemplates';
const NAME_REQUIRED = 'You must fill in the email template name';
const body = (name: unknown, json: unknown = '{"page":{"rows":[]}}', html = '<p>Hello</p>') => ({
  email_bee_template_name: name,
  email_bee_template_json: json,
  email_bee_template_html: html,
});

const { call: admin, platform } = usePlatformSignedIn();

const names = async () => (await admin('GET', BASE)).body.map((t: { email_bee_template_name: string }) => t.email_bee_template_name);

describe('the template list and details', () => {
  it('lists the fixtures by name with their assigned accounts, without JSON or HTML', async () => {
    const { status, body: list } = await admin('GET', BASE);
    expect(status).toBe(200);
    expect(list.map((t: { email_bee_template_name: string }) => t.email_bee_template_name)).toEqual(
      expect.arrayContaining(['Appointment Reminder', 'Welcome to Your Care Program', 'Flu Shot Clinic Announcement']),
    );
    const reminder = list.find((t: { email_bee_template_id: number }) => t.email_bee_template_id === 1);
    expect(reminder.accounts_assigned).toHaveLength(3);
    expect(reminder).not.toHaveProperty('email_bee_template_html');
  });

  it('answers one template with its JSON (text that parses) and HTML, and 404 for an unknown id', async () => {
    const { body: one } = await admin('GET', `${BASE}/1`);
    expect(JSON.parse(one.email_bee_template_json).page.rows.length).toBeGreaterThan(0);
    expect(one.email_bee_template_html).toContain('Your appointment is coming up');
    expect(await admin('GET', `${BASE}/999`)).toMatchObject({ status: 404 });
    expect(await admin('GET', `${BASE}/abc`)).toMatchObject({ status: 404 });
  });
});

describe('create and update', () => {
  it('refuses a missing name, a long name, and JSON that does not parse (its parse error), storing nothing', async () => {
    const before = await names();
    expect(await admin('POST', BASE, body(''))).toMatchObject({ status: 400, body: { message: NAME_REQUIRED } });
    expect(await admin('POST', BASE, body('x'.repeat(256)))).toMatchObject({
      status: 400,
      body: { message: 'Template Name must be at most 255 characters' },
    });
    const bad = await admin('POST', BASE, body('Broken', '{"page": [1, }'));
    expect(bad.status).toBe(400);
    let parseError = '';
    try {
      JSON.parse('{"page": [1, }');
    } catch (error) {
      parseError = (error as Error).message;
    }
    expect(bad.body.message).toBe(parseError);
    expect(await admin('POST', BASE, { email_bee_template_name: 'No JSON' })).toMatchObject({
      status: 400,
      body: { message: 'Template JSON is required' },
    });
    expect(await names()).toEqual(before);
  });

  it('creates (answer carries EmailBEETemplateId), then updates by that id; a taken name is 409', async () => {
    const created = await admin('POST', BASE, body('Lab Results Ready'));
    expect(created.status).toBe(201);
    const id = created.body.EmailBEETemplateId;
    expect(typeof id).toBe('number');
    const updated = await admin('PUT', `${BASE}/${id}`, body('Lab Results Ready', '{"page":{"rows":[{}]}}', '<p>New</p>'));
    expect(updated).toMatchObject({ status: 200, body: { email_bee_template_id: id, email_bee_template_html: '<p>New</p>' } });
    expect((await admin('GET', `${BASE}/${id}`)).body.email_bee_template_json).toBe('{"page":{"rows":[{}]}}');
    expect(await admin('POST', BASE, body('lab results ready'))).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    expect(await admin('PUT', `${BASE}/${id}`, body('Appointment Reminder'))).toMatchObject({ status: 409 });
    expect(await admin('PUT', `${BASE}/999`, body('Whatever'))).toMatchObject({ status: 404 });
    expect(await admin('PUT', `${BASE}/${id}`, body(''))).toMatchObject({ status: 400, body: { message: NAME_REQUIRED } });
  });
});

describe('clone and delete', () => {
  it('clones under a new unique name without the accounts', async () => {
    const first = await admin('POST', `${BASE}/clone/1`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ email_bee_template_name: 'Appointment Reminder - Copy', accounts_assigned: [] });
    const copy = (await admin('GET', `${BASE}/${first.body.EmailBEETemplateId}`)).body;
    expect(copy.email_bee_template_json).toBe((await admin('GET', `${BASE}/1`)).body.email_bee_template_json);
    expect((await admin('POST', `${BASE}/clone/1`)).body.email_bee_template_name).toBe('Appointment Reminder - Copy 2');
    expect(await admin('POST', `${BASE}/clone/999`)).toMatchObject({ status: 404 });
  });

  it('deletes, then the id is unknown', async () => {
    const id = (await admin('POST', BASE, body('To Be Removed'))).body.EmailBEETemplateId;
    expect((await admin('DELETE', `${BASE}/${id}`)).status).toBe(200);
    expect(await admin('GET', `${BASE}/${id}`)).toMatchObject({ status: 404 });
    expect(await admin('DELETE', `${BASE}/${id}`)).toMatchObject({ status: 404 });
  });
});

describe('accounts of a template', () => {
  it('adds, refuses a duplicate and an unknown account, lists, removes', async () => {
    expect((await admin('GET', `${BASE}/3/accounts`)).body).toEqual([]);
    expect(await admin('POST', `${BASE}/3/accounts/10001`)).toMatchObject({ status: 201, body: { account_id: 10001 } });
    expect(await admin('POST', `${BASE}/3/accounts/10001`)).toMatchObject({ status: 409 });
    expect(await admin('POST', `${BASE}/3/accounts/424242`)).toMatchObject({ status: 404 });
    expect((await admin('GET', `${BASE}/3/accounts`)).body).toEqual([
      { account_id: 10001, account_name: 'Riverside Regional Medical Center' },
    ]);
    expect((await admin('DELETE', `${BASE}/3/accounts/10001`)).status).toBe(200);
    expect(await admin('DELETE', `${BASE}/3/accounts/10001`)).toMatchObject({ status: 404 });
    expect(await admin('GET', `${BASE}/999/accounts`)).toMatchObject({ status: 404 });
  });
});

describe('the editor token and the roles', () => {
  it('answers a token the demo editor accepts', async () => {
    const { status, body: token } = await admin('POST', '/email-service/bee/authorize');
    expect(status).toBe(200);
    expect(token.access_token).toMatch(/^demo-bee-[0-9a-f]{32}$/);
  });

  it('is for slink-sys-admin only; no token is 401', async () => {
    const apilinks = caller(platform().url, await signIn(platform().url, 'apilinks@example.com'));
    expect((await apilinks('GET', BASE)).status).toBe(403);
    expect((await apilinks('POST', '/email-service/bee/authorize')).status).toBe(403);
    const engagement = caller(platform().url, await signIn(platform().url, 'engagement@example.com'));
    expect((await engagement('POST', `${BASE}/clone/1`)).status).toBe(403);
    expect((await caller(platform().url, null)('GET', BASE)).status).toBe(401);
  });
});
