import { describe, expect, it } from 'vitest';
import { usePlatformSignedIn } from '../test/harness';
import { records } from '../../resources/accountGroups';

const { call: admin } = usePlatformSignedIn();

describe('reference lists (json-server)', () => {
  it.each([
    ['/auth/accounts', ['account_id', 'account_name'], 60],
    ['/auth/applications', ['application_type_code', 'application_name'], 8],
    ['/auth/roles', ['role_id', 'role_type_code', 'role_name', 'application_type_code'], 14],
    ['/auth/apigroups', ['id', 'api_group_name', 'api_group_desc', 'application_name'], 10],
    ['/auth/attributes', ['attribute_id', 'attribute_name'], 6],
    ['/auth/apis', ['id', 'http_method', 'url', 'api_groups'], 40],
  ])('%s is a plain array', async (path, keys, count) => {
    const { status, body } = await admin('GET', path);
    expect(status).toBe(200);
    expect(body).toHaveLength(count);
    for (const key of keys) expect(body[0]).toHaveProperty(key);
  });
  it('includes the applications all and workb, and the roles of the spec', async () => {
    const apps = (await admin('GET', '/auth/applications')).body.map((a: any) => a.application_type_code);
    expect(apps).toEqual(expect.arrayContaining(['all', 'workb']));
    const roles = (await admin('GET', '/auth/roles')).body;
    expect(roles).toContainEqual(expect.objectContaining({ role_type_code: 'slink-sisl-user', application_type_code: 'workb' }));
    expect(roles).toContainEqual(expect.objectContaining({ role_type_code: 'slink-sys-admin' }));
  });
});

describe('account groups', () => {
  it('lists, reads, creates (409 on a duplicate name) and renames', async () => {
    const list = (await admin('GET', '/auth/accountgroups')).body;
    expect(list).toHaveLength(8);
    const one = (await admin('GET', '/auth/accountgroups/1')).body;
    expect(one).toMatchObject({ id: 1, account_group_name: 'Riverside Enterprise' });
    expect(one.accounts).toHaveLength(20);
    expect(Number.isNaN(Date.parse(one.created_date_time))).toBe(false);

    const created = await admin('POST', '/auth/accountgroups', { account_group_name: 'Valley Outreach' });
    expect(created).toMatchObject({ status: 201, body: { id: 9, account_group_name: 'Valley Outreach', accounts: [] } });
    expect(await admin('POST', '/auth/accountgroups', { account_group_name: 'valley outreach' })).toMatchObject({
      status: 409,
      body: { message: 'Conflict' },
    });
    expect(await admin('POST', '/auth/accountgroups', { account_group_name: '' })).toMatchObject({
      status: 400,
      body: { message: 'Missing group name' },
    });
    expect((await admin('PUT', '/auth/accountgroups/9', { account_group_name: 'Valley Outreach East' })).body.account_group_name).toBe(
      'Valley Outreach East',
    );
    expect((await admin('PUT', '/auth/accountgroups/9', { account_group_name: 'Riverside Enterprise' })).status).toBe(409);
    expect((await admin('PUT', '/auth/accountgroups/999', { account_group_name: 'X' })).status).toBe(404);
  });

  it('assigns, reads and unassigns accounts; duplicates are 409, unknowns 404', async () => {
    expect((await admin('GET', '/auth/accounts/10501/accountgroups/7')).status).toBe(404);
    const added = await admin('POST', '/auth/accounts/10501/accountgroups/7');
    expect(added).toMatchObject({ status: 201, body: { account_id: 10501, account_group_id: 7, message: records[0].accounts?.added } });
    expect((await admin('GET', '/auth/accounts/10501/accountgroups/7')).body).toMatchObject({ account_name: 'Harborview Medical Center' });
    expect(await admin('POST', '/auth/accounts/10501/accountgroups/7')).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    expect((await admin('POST', '/auth/accounts/99999/accountgroups/7')).status).toBe(404);
    expect((await admin('POST', '/auth/accounts/10501/accountgroups/999')).status).toBe(404);
    expect((await admin('DELETE', '/auth/accounts/10501/accountgroups/7')).body).toEqual({ message: records[0].accounts?.removed });
    expect((await admin('DELETE', '/auth/accounts/10501/accountgroups/7')).status).toBe(404);
  });

  it('enforces at most 20 accounts per group', async () => {
    // group 2 has 19: one more fits, the next does not
    expect((await admin('POST', '/auth/accounts/10601/accountgroups/2')).status).toBe(201);
    const over = await admin('POST', '/auth/accounts/10602/accountgroups/2');
    expect(over).toMatchObject({
      status: 400,
      body: { message: 'You have reached the maximum number of accounts that can be assigned to a AccountGroup.' },
    });
    expect((await admin('POST', '/auth/accounts/10502/accountgroups/1')).status).toBe(400);
    expect((await admin('GET', '/auth/accountgroups/2')).body.accounts).toHaveLength(20);
  });
});

describe('IP ranges', () => {
  it('lists ranges grouped by account group and application', async () => {
    const list = (await admin('GET', '/auth/ip-ranges')).body;
    const hcast = list.find((g: any) => g.account_group_id === 1 && g.application_type_code === 'hcast');
    expect(hcast).toMatchObject({ application_name: 'HealthCast Voice' });
    expect(hcast.range_list).toHaveLength(2);
    expect(hcast.range_list[0]).toEqual({ id: 1, ip_range_start: '10.20.0.1', ip_range_end: '10.20.0.254' });
  });

  it('adds (409 on a duplicate) and removes a range', async () => {
    const body = { account_group_id: 3, app_code: 'htext', ip_range_start: '10.9.0.1', ip_range_end: '10.10.0.1' };
    const created = await admin('POST', '/auth/ip-ranges', body);
    expect(created).toMatchObject({
      status: 201,
      body: { account_group_id: 3, application_type_code: 'htext', ip_range_start: '10.9.0.1' },
    });
    expect(await admin('POST', '/auth/ip-ranges', body)).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    expect((await admin('DELETE', `/auth/ip-ranges/${created.body.id}`)).body).toEqual({ message: records[1].deleted });
    expect((await admin('DELETE', `/auth/ip-ranges/${created.body.id}`)).status).toBe(404);
    // the application in any letter case, kept as the application's own code
    const again = await admin('POST', '/auth/ip-ranges', { ...body, app_code: 'HText' });
    expect(again).toMatchObject({ status: 201, body: { application_type_code: 'htext' } });
    expect((await admin('DELETE', `/auth/ip-ranges/${again.body.id}`)).status).toBe(200);
  });

  it('refuses a start after the end, compared per octet as numbers', async () => {
    // as text '10.9.0.1' > '10.10.0.1'; as numbers it is before
    const bad = await admin('POST', '/auth/ip-ranges', {
      account_group_id: 3,
      app_code: 'hcast',
      ip_range_start: '10.10.0.1',
      ip_range_end: '10.9.0.1',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Error: The IP Start range is after the IP End range' } });
    expect(
      (
        await admin('POST', '/auth/ip-ranges', {
          account_group_id: 3,
          app_code: 'hcast',
          ip_range_start: '10.0.0.256',
          ip_range_end: '10.0.0.1',
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin('POST', '/auth/ip-ranges', { account_group_id: 3, ip_range_start: '10.0.0.1', ip_range_end: '10.0.0.2' })).body,
    ).toEqual({
      message: 'Please specify an Application for the IP Range',
    });
  });
});

describe('APIs', () => {
  it('creates, updates and deletes; a duplicate method + URL is 409', async () => {
    const created = await admin('POST', '/auth/apis', { http_method: 'GET', url: '/auth/reports/:id' });
    expect(created).toMatchObject({ status: 201, body: { id: 41, http_method: 'GET', url: '/auth/reports/:id', api_groups: [] } });
    expect((await admin('POST', '/auth/apis', { http_method: 'GET', url: '/auth/reports/:id' })).status).toBe(409);
    expect((await admin('POST', '/auth/apis/41', { http_method: 'GET', url: '/auth/users/' })).status).toBe(409);
    expect((await admin('POST', '/auth/apis/41', { http_method: 'PUT', url: '/auth/reports/:id' })).body).toMatchObject({
      http_method: 'PUT',
    });
    expect((await admin('POST', '/auth/apis', { http_method: 'GET' })).body).toEqual({ message: 'missing URL' });
    expect((await admin('DELETE', '/auth/apis/41')).status).toBe(200);
    expect((await admin('DELETE', '/auth/apis/41')).status).toBe(404);
  });
});

describe('login attributes', () => {
  it('lists, adds (409 on a duplicate) and removes rows', async () => {
    const rows = (await admin('GET', '/auth/attributes/1001')).body;
    expect(rows).toContainEqual(expect.objectContaining({ attribute: 'department', value: 'Platform Operations' }));
    const added = await admin('POST', '/auth/attributes/1005', { attribute_id: 4, attribute_value: 'America/Denver' });
    expect(added).toMatchObject({ status: 201, body: { attribute: 'time_zone', value: 'America/Denver' } });
    expect((await admin('POST', '/auth/attributes/1005', { attribute_id: 4, attribute_value: 'America/Denver' })).status).toBe(409);
    expect((await admin('POST', '/auth/attributes/1005', { attribute_id: 99, attribute_value: 'x' })).status).toBe(400);
    expect((await admin('POST', '/auth/attributes/424242', { attribute_id: 4, attribute_value: 'x' })).status).toBe(404);
    expect((await admin('DELETE', `/auth/attributes/1005/${added.body.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/auth/attributes/1005/${added.body.id}`)).status).toBe(404);
    expect((await admin('GET', '/auth/attributes/2001')).body).toHaveLength(1);
  });
});

describe('cache refresh', () => {
  it('answers the refresh message', async () => {
    const { status, body } = await admin('PUT', '/tools/auth/cache');
    expect(status).toBe(200);
    expect(body.message).toBe('Cache has been refreshed');
    expect(Date.parse(body.refreshed_at)).toBeGreaterThan(0);
  });
});
