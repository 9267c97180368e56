// The bodies that held the platform (minutes for 32,000 attribute entries, every other caller
// waiting) are refused at once, with the list's own limit: validation cuts a list to its maxItems
// and reads the rest in bounded steps (shared/validation/bounded.ts). Timings are the
// benchmark's (bench/limits.ts); here, what is answered and that nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTRIBUTES } from '../../schemas/apiLinkAttribute.schema';
import { MAX_MAPPINGS } from '../../schemas/transformation.schema';
import { MAX_ROLES } from '../../schemas/user.schema';
import { dataSnapshot } from '../test/dataSnapshot';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

let p: TestPlatform;
let admin: Call;
let manager: Call;
beforeAll(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  manager = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
});
afterAll(() => p.stop());

const refusedUnchanged = async (call: () => ReturnType<Call>, message: string) => {
  const before = await dataSnapshot(p);
  expect(await call()).toMatchObject({ status: 400, body: { message } });
  expect(await dataSnapshot(p)).toEqual(before);
};

describe('a list far over its limit', () => {
  it('of 32,000 attribute entries is refused as too large a body, before it is parsed', async () => {
    const before = await dataSnapshot(p);
    expect(await manager('PUT', '/api-link-service/api-link-attributes/3', { api_link_attributes: Array(32_000).fill(0) })).toMatchObject({
      status: 413,
      body: { message: 'The request body is too large' },
    });
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('of 2,000 attribute entries is refused with the attribute limit', async () => {
    await refusedUnchanged(
      () => manager('PUT', '/api-link-service/api-link-attributes/3', { api_link_attributes: Array(2_000).fill(0) }),
      `API Link Attributes must have at most ${MAX_ATTRIBUTES} entries`,
    );
  });

  it('of 16,000 mapping entries is refused with the mapping limit', async () => {
    await refusedUnchanged(
      () => manager('PUT', '/api-link-service/transformations/5/mappings', { mappings: Array(16_000).fill(0) }),
      `Mappings must have at most ${MAX_MAPPINGS} entries`,
    );
  });

  it('of 16,000 application roles on a new user is refused with the role limit', async () => {
    await refusedUnchanged(
      () =>
        admin('POST', '/auth/users', {
          email: 'many.roles@example.com',
          first_name: 'Many',
          last_name: 'Roles',
          account_group_id: 1,
          pwd1: 'Abcdef1!',
          pwd2: 'Abcdef1!',
          app_role_list: Array(16_000).fill(0),
        }),
      `Application Roles must have at most ${MAX_ROLES} entries`,
    );
  });
});

describe('a long list within its limit', () => {
  it('of bad entries is told its first bad entry', async () => {
    const mappings = Array.from({ length: MAX_MAPPINGS }, (_, i) => ({ mapping_id: 0, map_from: `from ${i}`, map_to: 7 }));
    await refusedUnchanged(() => manager('PUT', '/api-link-service/transformations/5/mappings', { mappings }), 'Map To must be text');
  });

  it('of good entries is saved whole', async () => {
    const mappings = Array.from({ length: MAX_MAPPINGS }, (_, i) => ({ mapping_id: 0, map_from: `from ${i}`, map_to: `to ${i}` }));
    const answer = await manager('PUT', '/api-link-service/transformations/5/mappings', { mappings });
    expect(answer.status).toBe(200);
    expect((await manager('GET', '/api-link-service/transformations/5/mappings')).body).toHaveLength(MAX_MAPPINGS);
  });
});
