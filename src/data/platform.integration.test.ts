// The console's data provider, built from the real screen configs, against the running demo
// platform over HTTP: every screen's list, the core admin calls it uses (users, API clients,
// account groups, APIs, cache), and the 400, 401, 403 and 409 paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { screens } from '../../resources';
import { caller, signIn, startPlatform, type TestPlatform } from '../../server/test/harness';
import { allTexts as en } from '../i18n/en/all';
import { failureMessage } from '../engine/failureMessage';
import { users } from '../../resources/users';
import { createDataProvider } from './dataProvider';
import { createHttp } from './http';
import { DEMO_ACCOUNTS } from '../../server/demoAccounts';
import { allows, SYS_ADMIN } from '../../language/roles';

let platform: TestPlatform;
let adminToken: string;
const providerFor = (token: string | null) =>
  createDataProvider(
    screens,
    createHttp(
      () => platform.url,
      () => token,
    ),
  );
const all = { pagination: { page: 1, perPage: 5000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const translate = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en) as string;

beforeAll(async () => {
  platform = await startPlatform();
  adminToken = await signIn(platform.url, 'admin@example.com');
});
afterAll(() => platform.stop());

describe('data provider against the demo platform', () => {
  it('lists every screen with a list call, as a role it is for, with ids mapped', async () => {
    const listed = screens.filter((screen) => 'endpoints' in screen && screen.endpoints.list !== undefined);
    expect(listed.length).toBeGreaterThan(6);
    for (const screen of listed) {
      const account =
        DEMO_ACCOUNTS.find((a) => a.role === SYS_ADMIN && allows(screen.roles, a.role)) ??
        DEMO_ACCOUNTS.find((a) => allows(screen.roles, a.role))!;
      const dp = providerFor(await signIn(platform.url, account.email));
      const { data, total } = await dp.getList(screen.name, all);
      expect(total, screen.name).toBeGreaterThan(0);
      expect(data[0].id, screen.name).toBeDefined();
    }
  });

  it('pages, sorts and filters the whole list on the client', async () => {
    const dp = providerFor(adminToken);
    const page = await dp.getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'example.org' },
    });
    expect(page.data).toHaveLength(5);
    const emails = page.data.map((u) => u.email as string);
    expect([...emails].sort()).toEqual(emails);
  });

  it('creates, reads, updates and deletes a user; a duplicate answers Conflict', async () => {
    const dp = providerFor(adminToken);
    const groups = await dp.call<{ id: number }[]>('users', 'accountGroups');
    const data = {
      email: 'new.person@example.org',
      first_name: 'New',
      last_name: 'Person',
      account_group_id: groups[0].id,
      pwd1: 'Str0ng#Pass',
      pwd2: 'Str0ng#Pass',
      country_code: 'US',
    };
    const created = await dp.create('users', { data });
    expect(created.data.id).toBeDefined();
    const read = await dp.getOne('users', { id: created.data.id });
    expect(read.data.email).toBe('new.person@example.org');
    const error = await dp.create('users', { data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect(failureMessage(translate, error, 'users.errors.create', 'create', users)).toBe('A login with that email may already exist');
    await dp.update('users', {
      id: created.data.id,
      data: { ...read.data, login_id: created.data.id, first_name: 'Renamed' },
      previousData: read.data,
    });
    expect((await dp.getOne('users', { id: created.data.id })).data.first_name).toBe('Renamed');
    await dp.delete('users', { id: created.data.id, previousData: read.data });
    expect((await dp.getList('users', all)).data.some((u) => u.email === 'new.person@example.org')).toBe(false);
  });

  it("answers 400 with the validators' message", async () => {
    const dp = providerFor(adminToken);
    const error = (await dp.create('apis', { data: { http_method: 'GET' } }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('missing URL');
  });

  it('relationship, attributes, password, cache', async () => {
    const dp = providerFor(adminToken);
    const user = (await dp.getList('users', { ...all, filter: { q: 'emily.chen' } })).data[0];
    await dp.call('users', 'relationship', {
      params: { id: user.id },
      body: { action: 'add', app_code: 'workb', role_type_code: 'slink-sisl-user' },
    });
    const again = (await dp
      .call('users', 'relationship', {
        params: { id: user.id },
        body: { action: 'add', app_code: 'workb', role_type_code: 'slink-sisl-user' },
      })
      .catch((e: unknown) => e)) as HttpError;
    expect(failureMessage(translate, again, 'users.errors.assign', 'relationship', users)).toBe('The entry already exists.');
    const types = await dp.call<{ attribute_id: number }[]>('users', 'attributeTypes');
    await dp.call('users', 'addAttribute', {
      params: { id: user.id },
      body: { attribute_id: types[0].attribute_id, attribute_value: 'blue' },
    });
    const rows = await dp.call<{ id: number; value: string }[]>('users', 'attributes', { params: { id: user.id } });
    const row = rows.find((r) => r.value === 'blue')!;
    await dp.call('users', 'deleteAttribute', { params: { id: user.id, attributeRowId: row.id } });
    expect((await dp.call<{ value: string }[]>('users', 'attributes', { params: { id: user.id } })).some((r) => r.value === 'blue')).toBe(
      false,
    );
    await dp.call('users', 'password', {
      body: { pwd1: 'N3w#Passw0rd', pwd2: 'N3w#Passw0rd', action: 'update', password: 'N3w#Passw0rd', email: user.email },
    });
    await expect(signIn(platform.url, String(user.email), 'N3w#Passw0rd')).resolves.toBeTruthy();
    await expect(dp.call('cache', 'refresh')).resolves.toMatchObject({ message: 'Cache has been refreshed' });
  });

  it('account assignment and IP ranges, with their limits', async () => {
    const dp = providerFor(adminToken);
    const created = await dp.create('accountgroups', { data: { account_group_name: 'Integration Group' } });
    const id = created.data.id;
    const accounts = await dp.call<{ account_id: number }[]>('accountgroups', 'accounts');
    await dp.call('accountgroups', 'assignAccount', { params: { id, accountId: accounts[0].account_id } });
    const group = await dp.call<{ accounts: unknown[] }>('accountgroups', 'get', { params: { id } });
    expect(group.accounts).toHaveLength(1);
    await dp.call('accountgroups', 'unassignAccount', { params: { id, accountId: accounts[0].account_id } });
    const body = { account_group_id: id, app_code: 'ivr', ip_range_start: '10.0.0.10', ip_range_end: '10.0.0.9' };
    const reversed = (await dp.call('accountgroups', 'addIpRange', { body }).catch((e: unknown) => e)) as HttpError;
    expect(reversed.status).toBe(400);
    expect(reversed.message).toBe('Error: The IP Start range is after the IP End range');
  });

  it('401 without a valid token, 403 for a role that may not', async () => {
    const anonymous = (await providerFor('not-a-token')
      .getList('users', all)
      .catch((e: unknown) => e)) as HttpError;
    expect(anonymous.status).toBe(401);
    expect(anonymous.message).toBe('The access token provided is expired, revoked, malformed');
    const engagement = await signIn(platform.url, 'engagement@example.com');
    const denied = (await providerFor(engagement)
      .getList('users', all)
      .catch((e: unknown) => e)) as HttpError;
    expect(denied.status).toBe(403);
    const call = caller(platform.url, engagement);
    expect((await call('PUT', '/tools/auth/cache')).status).toBe(403);
  });
});
