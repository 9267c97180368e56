// Every stored text has a declared length limit (schemas/limits.test.ts) that the platform
// enforces: a longer one is refused with the field's message and nothing is stored, and a
// message repeats no more than the first 100 characters of what it was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUTH_DETAIL } from '../../schemas/apiLink.schema';
import { MAX_ATTRIBUTE_TEXT } from '../../schemas/apiLinkAttribute.schema';
import { MAX_MAPPINGS } from '../../schemas/transformation.schema';
import { MAX_ECHO } from '../../schemas/rules/echo';
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

const refused = async (call: () => ReturnType<Call>, status: number, message?: string) => {
  const before = await dataSnapshot(p);
  const answer = await call();
  expect(answer.status).toBe(status);
  if (message !== undefined) expect(answer.body).toEqual({ message });
  expect(JSON.stringify(answer.body).length).toBeLessThan(300);
  expect(await dataSnapshot(p)).toEqual(before);
};

describe('an API link', () => {
  const link = (detail: string) => ({
    api_link_name: 'Long Details',
    api_link_url: 'https://ehr.example.org/long',
    api_link_verb: 'POST',
    api_link_enabled: true,
    api_link_authentication_method_id: 1,
    api_link_authentication_detail: detail,
  });

  it('refuses authentication details over their limit, and stores nothing', async () => {
    const detail = JSON.stringify({ request: { note: 'x'.repeat(MAX_AUTH_DETAIL) } });
    await refused(
      () => manager('POST', '/api-link-service/api-link', link(detail)),
      400,
      `API Link authentication details must be at most ${MAX_AUTH_DETAIL} characters`,
    );
  });
});

describe('API link attributes', () => {
  const row = (over: Record<string, string>) => ({
    api_link_attribute_id: 0,
    api_data_type_id: 1,
    name: 'memberId',
    description: 'The member',
    default_value: '0',
    test_value: '42',
    ...over,
  });
  const save = (over: Record<string, string>) => () =>
    manager('PUT', '/api-link-service/api-link-attributes/4', { api_link_attributes: [row(over)] });

  it.each([
    ['name', 256, 'Field Name must be at most 255 characters'],
    ['description', MAX_ATTRIBUTE_TEXT + 1, `Field Description must be at most ${MAX_ATTRIBUTE_TEXT} characters`],
    ['default_value', MAX_ATTRIBUTE_TEXT + 1, `Default value must be at most ${MAX_ATTRIBUTE_TEXT} characters`],
    ['test_value', MAX_ATTRIBUTE_TEXT + 1, `Test value must be at most ${MAX_ATTRIBUTE_TEXT} characters`],
  ])('refuse a %s of %i characters with its message, and store nothing', async (field, length, message) => {
    await refused(save({ [field]: 'x'.repeat(length) }), 400, message);
  });

  it('refuse four texts of 2 MB as too large a body', async () => {
    const huge = 'x'.repeat(2_000_000);
    await refused(save({ name: huge, description: huge, default_value: huge, test_value: huge }), 413);
  });

  it('take each text at its limit', async () => {
    const answer = await save({
      name: 'n'.repeat(255),
      description: 'd'.repeat(MAX_ATTRIBUTE_TEXT),
      test_value: 't'.repeat(MAX_ATTRIBUTE_TEXT),
    })();
    expect(answer.status).toBe(200);
  });
});

describe('transformation mappings', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ mapping_id: 0, map_from: `f${i}`, map_to: 't' }));

  it('of 100,000 rows are refused as too large a body, before it is parsed, and nothing is stored', async () => {
    await refused(
      () => manager('PUT', '/api-link-service/transformations/6/mappings', { mappings: rows(100_000) }),
      413,
      'The request body is too large',
    );
  });

  it('one row over the limit are refused with the mapping limit, and nothing is stored', async () => {
    const mappings = rows(MAX_MAPPINGS + 1);
    await refused(
      () => manager('PUT', '/api-link-service/transformations/6/mappings', { mappings }),
      400,
      `Mappings must have at most ${MAX_MAPPINGS} entries`,
    );
  });
});

describe('an IP range', () => {
  const add = (app_code: string) => () =>
    admin('POST', '/auth/ip-ranges', { account_group_id: 3, app_code, ip_range_start: '10.9.0.1', ip_range_end: '10.9.0.2' });

  it('refuses an application code of 1 MB with its length message, repeating none of it', async () => {
    await refused(add('x'.repeat(1_000_000)), 400, 'Application must be at most 255 characters');
  });

  it('refuses one of 2 MB as too large a body', async () => {
    await refused(add('x'.repeat(2_000_000)), 413, 'The request body is too large');
  });

  it('repeats only the first 100 characters of an unknown application code', async () => {
    const code = 'q'.repeat(255);
    await refused(add(code), 400, `The application ${code.slice(0, MAX_ECHO)}… does not exist`);
  });

  it('repeats a short unknown code whole', async () => {
    await refused(add('nope'), 400, 'The application nope does not exist');
  });
});
