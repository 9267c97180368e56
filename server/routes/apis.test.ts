// An API's groups over HTTP (resources/apis.hooks.ts): a list of links to API groups that exist,
// answered with the API in its list and after each save; a create without them starts with none,
// an update without them keeps them.
import { describe, expect, it } from 'vitest';
import { usePlatformSignedIn } from '../test/harness';

const { call: admin } = usePlatformSignedIn();

type Api = { id: number; http_method: string; url: string; api_groups: { api_group_id: number }[] };
const apis = async () => (await admin('GET', '/auth/apis')).body as Api[];
const groupIds = async () => ((await admin('GET', '/auth/apigroups')).body as { id: number }[]).map((g) => g.id);

describe("an API's groups", () => {
  it('are listed with every API, each naming an API group that exists', async () => {
    const [rows, groups] = await Promise.all([apis(), groupIds()]);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.some((api) => api.api_groups.length > 0)).toBe(true);
    for (const api of rows) for (const link of api.api_groups) expect(groups, `API ${api.id}`).toContain(link.api_group_id);
  });

  it('refuse what is not a list of existing groups (the schema first), storing nothing', async () => {
    const before = await apis();
    expect(await admin('POST', '/auth/apis', { http_method: 'GET', url: '/e2e/a', api_groups: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'API Groups must be array' },
    });
    expect(await admin('POST', '/auth/apis', { http_method: 'GET', url: '/e2e/a', api_groups: [{ api_group_id: 9999 }] })).toMatchObject({
      status: 400,
      body: { message: 'The API group 9999 does not exist' },
    });
    expect(await apis()).toEqual(before);
  });

  it('start empty, are kept by an update without them and replaced by one with them', async () => {
    const [first, second] = await groupIds();
    const made = await admin('POST', '/auth/apis', { http_method: 'GET', url: '/e2e/groups' });
    expect(made).toMatchObject({ status: 201, body: { url: '/e2e/groups', api_groups: [] } });
    const id = (made.body as Api).id;
    const grouped = await admin('POST', `/auth/apis/${id}`, {
      http_method: 'GET',
      url: '/e2e/groups',
      api_groups: [{ api_group_id: first }, { api_group_id: second }],
    });
    expect((grouped.body as Api).api_groups).toEqual([{ api_group_id: first }, { api_group_id: second }]);
    const kept = await admin('POST', `/auth/apis/${id}`, { http_method: 'PUT', url: '/e2e/groups' });
    expect(kept.body).toMatchObject({ http_method: 'PUT', api_groups: [{ api_group_id: first }, { api_group_id: second }] });
    expect((await apis()).find((api) => api.id === id)?.api_groups).toEqual([{ api_group_id: first }, { api_group_id: second }]);
  });
});
