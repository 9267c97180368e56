// The API link calls over HTTP: the shared validators answer 400, names
// are unique (409), links in use cannot change (409), unknown ids are 404, roles are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

const B = '/api-link-service';
let p: TestPlatform;
let admin: Call;
let manager: Call;
let engagement: Call;
beforeAll(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  manager = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
  engagement = caller(p.url, await signIn(p.url, 'engagement@example.com'));
});
afterAll(() => p.stop());

const SIGNED = JSON.stringify({
  username: { name: 'u', value: 'x' },
  password: { name: 'p', value: 'y' },
  headers: [{ name: 'accessKey', value: 'k' }],
});
const body = (over: Record<string, unknown> = {}) => ({
  api_link_name: 'Discharge Follow-up Hook',
  api_link_description: 'Posts discharge call outcomes',
  api_link_url: 'https://ehr.example.org/discharge',
  api_link_verb: 'POST',
  api_link_enabled: true,
  api_link_authentication_method_id: 4,
  api_link_authentication_detail: SIGNED,
  ...over,
});
const list = async () => (await admin('GET', `${B}/api-link`)).body as Record<string, unknown>[];

describe('reading', () => {
  it('lists links with in_use and accounts_assigned, without authentication details', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.find((r) => r.api_link_id === 1)).toMatchObject({
      name: 'Epic Appointment Confirmation',
      in_use: true,
      accounts_assigned: 3,
    });
    expect(rows.find((r) => r.api_link_id === 4)).toMatchObject({ in_use: false, accounts_assigned: 0 });
    expect(rows[0]).not.toHaveProperty('authentication_detail');
  });
  it('answers details, in-use, attributes, accounts, data types and auth methods; 404 for unknown ids', async () => {
    expect((await manager('GET', `${B}/api-link/2`)).body).toMatchObject({
      verb: 'GET',
      authentication_method_name: 'SignatureAuth',
      authentication_detail: expect.stringContaining('accessKey'),
    });
    expect((await manager('GET', `${B}/in-use/3`)).body).toEqual({ api_link_id: 3, in_use: false });
    expect((await manager('GET', `${B}/api-link-attributes/1`)).body).toHaveLength(4);
    expect((await manager('GET', `${B}/api-link/1/accounts`)).body).toContainEqual({
      account_id: 10001,
      account_name: 'Riverside Regional Medical Center',
    });
    expect((await manager('GET', `${B}/data-types`)).body).toContainEqual({ api_data_type_id: 5, name: 'header' });
    expect((await manager('GET', `${B}/auth-methods`)).body).toContainEqual({ api_authentication_method_id: 4, name: 'SignatureAuth' });
    for (const path of ['api-link/999', 'in-use/999', 'api-link-attributes/999', 'api-link/999/accounts'])
      expect((await manager('GET', `${B}/${path}`)).status).toBe(404);
  });
  it('is refused to roles outside API links (403) and without a token (401)', async () => {
    expect((await engagement('GET', `${B}/api-link`)).status).toBe(403);
    expect((await caller(p.url, null)('GET', `${B}/api-link`)).status).toBe(401);
  });
});

describe('saving a link', () => {
  it('creates with ApiLinkId, refuses a duplicate name with 409, updates with the same fields plus the id', async () => {
    const created = await manager('POST', `${B}/api-link`, body());
    expect(created).toMatchObject({ status: 201, body: { ApiLinkId: expect.any(Number) } });
    const id = created.body.ApiLinkId;
    expect((await manager('GET', `${B}/api-link/${id}`)).body).toMatchObject({
      name: 'Discharge Follow-up Hook',
      disabled_ind: 0,
      in_use: false,
    });
    expect(await manager('POST', `${B}/api-link`, body({ api_link_name: 'discharge follow-up hook' }))).toMatchObject({
      status: 409,
      body: { message: 'Conflict' },
    });
    const updated = await manager('PUT', `${B}/api-link/${id}`, body({ api_link_id: id, api_link_enabled: false, api_link_verb: 'PUT' }));
    expect(updated).toMatchObject({ status: 200, body: { verb: 'PUT', disabled_ind: 1 } });
    // Left out, the enabled box keeps what was saved; sent again, it turns back.
    const { api_link_enabled: _left, ...withoutBox } = body({ api_link_id: id, api_link_verb: 'PUT' });
    expect(await manager('PUT', `${B}/api-link/${id}`, withoutBox)).toMatchObject({ status: 200, body: { disabled_ind: 1 } });
    expect(await manager('PUT', `${B}/api-link/${id}`, body({ api_link_id: id, api_link_enabled: true }))).toMatchObject({
      status: 200,
      body: { disabled_ind: 0 },
    });
    expect((await manager('PUT', `${B}/api-link/${id}`, body({ api_link_name: 'Opt-out Sync' }))).status).toBe(409);
  });
  it('answers the shared validators’ messages with 400 and stores nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ api_link_name: '' }, 'API Link name cannot be empty'],
      [{ api_link_url: undefined }, 'API Link URL cannot be empty'],
      [{ api_link_verb: '' }, 'API Link verb cannot be empty'],
      [{ api_link_authentication_method_id: null }, 'API Link security type cannot be empty'],
      [{ api_link_authentication_method_id: 99 }, 'API Link security type must be one of the authentication methods'],
      [
        { api_link_authentication_detail: '{"headers":[{"name":"accessKey","value":""}]}' },
        'You cannot have authentication fields which are empty.',
      ],
      [
        { api_link_authentication_detail: '{"username":{"name":"u","value":"x"},"password":{"name":"p","value":"y"}}' },
        'SignatureAuth needs a header authentication field named accessKey.',
      ],
      [
        { api_link_authentication_method_id: 2, api_link_authentication_detail: '{"headers":[{"name":"X A","value":"1"}]}' },
        'Header authentication field X A cannot contain spaces.',
      ],
      [{ api_link_authentication_detail: '{nope' }, 'API Link authentication details must be JSON text'],
    ];
    for (const [over, message] of cases)
      expect(await manager('POST', `${B}/api-link`, body(over))).toMatchObject({ status: 400, body: { message } });
    expect(await list()).toEqual(before);
  });
  it('stores a description of several lines as sent; other control characters are refused', async () => {
    const created = await manager(
      'POST',
      `${B}/api-link`,
      body({ api_link_name: 'Two-line Hook', api_link_description: 'Posts outcomes\r\nnightly' }),
    );
    expect(created.status).toBe(201);
    expect((await manager('GET', `${B}/api-link/${created.body.ApiLinkId}`)).body).toMatchObject({
      description: 'Posts outcomes\r\nnightly',
    });
    expect(await manager('POST', `${B}/api-link`, body({ api_link_name: 'Bell Hook', api_link_description: 'ring\u0007' }))).toMatchObject({
      status: 400,
      body: { message: 'API Link description has invalid characters' },
    });
  });
  it('refuses to change, re-attribute or remove a link in use', async () => {
    expect(await manager('PUT', `${B}/api-link/1`, body({ api_link_name: 'Renamed' }))).toMatchObject({
      status: 409,
      body: { message: 'This API Link is in use and cannot be changed' },
    });
    expect((await manager('PUT', `${B}/api-link-attributes/1`, { api_link_attributes: [] })).status).toBe(409);
    expect((await manager('DELETE', `${B}/api-link/1`)).status).toBe(409);
    expect((await manager('GET', `${B}/api-link-attributes/1`)).body).toHaveLength(4);
  });
});

describe('attributes', () => {
  it('replaces the whole array, keeping the ids of saved rows', async () => {
    const saved = (await manager('GET', `${B}/api-link-attributes/3`)).body as Record<string, unknown>[];
    const rows = [
      { ...saved[0], description: 'changed' },
      { api_data_type_id: 5, name: 'X-Trace', description: '', default_value: '', test_value: 't' },
    ];
    const answer = await manager('PUT', `${B}/api-link-attributes/3`, { api_link_attributes: rows });
    expect(answer.status).toBe(200);
    const after = (await manager('GET', `${B}/api-link-attributes/3`)).body as Record<string, unknown>[];
    expect(after.map((a) => a.name)).toEqual([saved[0].name, 'X-Trace']);
    expect(after[0]).toMatchObject({ api_link_attribute_id: saved[0].api_link_attribute_id, description: 'changed' });
  });
  it("keeps a row's field type as a number and its name trimmed, answered with the type's name", async () => {
    const row = { api_data_type_id: '5', name: '  X-Span ', description: '', default_value: '', test_value: '' };
    expect((await manager('PUT', `${B}/api-link-attributes/3`, { api_link_attributes: [row] })).status).toBe(200);
    const after = (await manager('GET', `${B}/api-link-attributes/3`)).body as Record<string, unknown>[];
    expect(after).toEqual([expect.objectContaining({ api_data_type_id: 5, name: 'X-Span', data_type_name: 'header' })]);
  });
  it('refuses broken rows with the shared messages, more than 10 new rows, and foreign ids', async () => {
    const put = (rows: unknown[]) => manager('PUT', `${B}/api-link-attributes/4`, { api_link_attributes: rows });
    const row = (name: string, api_data_type_id = 1) => ({ name, api_data_type_id, description: '', default_value: '', test_value: '' });
    expect((await put([row('')])).body.message).toBe('You have an empty attribute field name');
    expect((await put([row('a"b')])).body.message).toBe('Attribute field name a"b has invalid characters');
    expect((await put([row('X A', 5)])).body.message).toBe('Attribute field name X A cannot contain spaces for the header field type');
    expect((await put([row('dup'), row('dup')])).body.message).toBe(
      'Attribute field name dup is used more than once for the field type string',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => row(`n${i}`));
    expect(await put(eleven)).toMatchObject({
      status: 400,
      body: { message: 'You can only add 10 new attribute rows at a time. Please save your data to the server.' },
    });
    expect((await put([{ ...row('x'), api_link_attribute_id: 1 }])).status).toBe(400);
    expect((await manager('GET', `${B}/api-link-attributes/4`)).body).toHaveLength(2);
  });
});

describe('clone, delete, accounts', () => {
  it('clones the configuration and attributes under a new name, without accounts or programs', async () => {
    const answer = await manager('POST', `${B}/api-link/clone/1`);
    expect(answer).toMatchObject({ status: 201, body: { name: 'Copy of Epic Appointment Confirmation' } });
    const id = answer.body.ApiLinkId;
    expect((await manager('GET', `${B}/api-link/${id}`)).body).toMatchObject({
      in_use: false,
      accounts_assigned: 0,
      url: expect.stringContaining('riverside'),
    });
    expect((await manager('GET', `${B}/api-link-attributes/${id}`)).body).toHaveLength(4);
    expect((await manager('POST', `${B}/api-link/clone/1`)).body.name).toBe('Copy of Epic Appointment Confirmation (2)');
    expect((await manager('POST', `${B}/api-link/clone/999`)).status).toBe(404);
    expect((await manager('DELETE', `${B}/api-link/${id}`)).status).toBe(200);
    expect((await manager('GET', `${B}/api-link/${id}`)).status).toBe(404);
    expect((await manager('GET', `${B}/api-link-attributes/${id}`)).status).toBe(404);
  });
  it('assigns and unassigns accounts, keeping accounts_assigned', async () => {
    expect(await manager('POST', `${B}/api-link/4/accounts/10010`)).toMatchObject({ status: 201, body: { account_id: 10010 } });
    expect((await manager('POST', `${B}/api-link/4/accounts/10010`)).status).toBe(409);
    expect((await manager('POST', `${B}/api-link/4/accounts/1`)).status).toBe(404);
    expect((await list()).find((r) => r.api_link_id === 4)?.accounts_assigned).toBe(1);
    expect((await manager('DELETE', `${B}/api-link/4/accounts/10010`)).status).toBe(200);
    expect((await manager('DELETE', `${B}/api-link/4/accounts/10010`)).status).toBe(404);
    expect((await list()).find((r) => r.api_link_id === 4)?.accounts_assigned).toBe(0);
  });
});
