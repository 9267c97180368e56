// The transformation calls (docs/platform-api.md) over HTTP: shared validators (details and
// mapping rules, the Integer output), 409 for duplicate names, in-use transformations
// refused, clone, account assignment, roles. A refused call stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

const BASE = '/api-link-service/transformations';
const IN_USE = 'This Transformation is in use';

let p: TestPlatform;
let manager: Call;
let admin: Call;
beforeAll(async () => {
  p = await startPlatform();
  manager = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
});
afterAll(() => p.stop());

const list = async () => (await manager('GET', BASE)).body as Record<string, unknown>[];
const byName = async (name: string) => (await list()).find((t) => t.name === name)!;
const create = (body: Record<string, unknown>) => manager('POST', BASE, body);
const mappingsOf = async (id: unknown) => (await manager('GET', `${BASE}/${id}/mappings`)).body;

describe('transformation details', () => {
  it('lists every transformation with in_use and the number of accounts', async () => {
    const all = await list();
    expect(all).toHaveLength(24);
    expect(all[0]).toEqual({
      api_link_transform_rule_id: 1,
      name: 'Gender Code to Description',
      description: expect.any(String),
      output_type: 'String',
      in_use: true,
      accounts_assigned: 3,
    });
    expect(all.filter((t) => t.in_use).length).toBeGreaterThan(0);
    expect(all.filter((t) => !t.in_use).length).toBeGreaterThan(0);
  });

  it('creates one with String as the default output type, and reads it back', async () => {
    const answer = await create({ name: '  Smoking Status  ', description: 'EHR codes' });
    expect(answer).toMatchObject({
      status: 201,
      body: { name: 'Smoking Status', description: 'EHR codes', output_type: 'String', in_use: false, accounts_assigned: 0 },
    });
    const id = answer.body.api_link_transform_rule_id;
    expect((await manager('GET', `${BASE}/${id}`)).body).toEqual(answer.body);
    expect(await mappingsOf(id)).toEqual([]);
  });

  it.each([
    [{ description: 'no name' }, 'Name cannot be empty'],
    [{ name: '   ' }, 'Name cannot be empty'],
    [{ name: 'x'.repeat(501) }, 'Name must be at most 500 characters'],
    [{ name: 'Long', description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
    [{ name: 'Float', output_type: 'Decimal' }, 'Output Data Type must be String or Integer'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    const before = await list();
    expect(await create(body)).toMatchObject({ status: 400, body: { message } });
    expect(await list()).toEqual(before);
  });

  it('answers 409 Conflict for a name already used (any case), on create and on update', async () => {
    expect(await create({ name: 'gender code to DESCRIPTION' })).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    const yesNo = await byName('Yes/No to Flag');
    expect(
      await manager('PUT', `${BASE}/${yesNo.api_link_transform_rule_id}`, { name: 'Marital Status Codes', output_type: 'Integer' }),
    ).toMatchObject({ status: 409 });
    expect(
      await manager('PUT', `${BASE}/${yesNo.api_link_transform_rule_id}`, {
        name: 'Yes/No to Flag',
        description: 'Y/N as 1/0',
        output_type: 'Integer',
      }),
    ).toMatchObject({
      status: 200,
      body: { description: 'Y/N as 1/0' },
    });
  });

  it('stores a description of several lines as sent; other control characters are refused', async () => {
    const answer = await create({ name: 'Visit Type', description: 'Maps EHR visit types\nto call scripts' });
    expect(answer).toMatchObject({ status: 201, body: { description: 'Maps EHR visit types\nto call scripts' } });
    expect((await manager('GET', `${BASE}/${answer.body.api_link_transform_rule_id}`)).body).toMatchObject({
      description: 'Maps EHR visit types\nto call scripts',
    });
    expect(await create({ name: 'Bell', description: 'ring\u0007' })).toMatchObject({
      status: 400,
      body: { message: 'Input field has invalid characters' },
    });
  });

  it('answers 404 for an unknown id on every call', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}/999`],
      ['PUT', `${BASE}/999`],
      ['DELETE', `${BASE}/999`],
      ['POST', `${BASE}/999/clone`],
      ['GET', `${BASE}/999/mappings`],
      ['PUT', `${BASE}/999/mappings`],
      ['GET', `${BASE}/999/accounts`],
      ['POST', `${BASE}/999/accounts/10001`],
    ]) {
      expect(await manager(method, path, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', mappings: [] })).toMatchObject({
        status: 404,
      });
    }
  });
});

describe('the mapping list', () => {
  it('replaces the whole list: saved ids kept, id 0 added, rows left out removed', async () => {
    const { body: t } = await create({ name: 'Ethnicity Codes', output_type: 'String' });
    const id = t.api_link_transform_rule_id;
    const first = await manager('PUT', `${BASE}/${id}/mappings`, {
      mappings: [
        { mapping_id: 0, map_from: 'H', map_to: 'Hispanic' },
        { mapping_id: 0, map_from: 'N', map_to: 'Not Hispanic' },
      ],
    });
    expect(first.status).toBe(200);
    const [h, n] = first.body;
    expect(h.mapping_id).toBeGreaterThan(0);
    expect(n.mapping_id).toBe(h.mapping_id + 1);
    const second = await manager('PUT', `${BASE}/${id}/mappings`, {
      mappings: [
        { ...n, map_to: 'Non-Hispanic' },
        { mapping_id: 0, map_from: 'U', map_to: 'Unknown' },
      ],
    });
    expect(second.body).toEqual([
      { mapping_id: n.mapping_id, map_from: 'N', map_to: 'Non-Hispanic' },
      { mapping_id: n.mapping_id + 1, map_from: 'U', map_to: 'Unknown' },
    ]);
    expect(await mappingsOf(id)).toEqual(second.body);
  });

  it('applies the mapping rules with the stored output type, and stores nothing when refused', async () => {
    const tier = await byName('Insurance Plan Tier');
    const id = tier.api_link_transform_rule_id;
    const before = await mappingsOf(id);
    const put = (mappings: unknown) => manager('PUT', `${BASE}/${id}/mappings`, { mappings });
    expect(await put([...before, { mapping_id: 0, map_from: 'Titanium', map_to: 'five' }])).toMatchObject({
      status: 400,
      body: { message: 'Map To must be an integer' },
    });
    expect(await put([{ mapping_id: 0, map_from: ' ', map_to: '1' }])).toMatchObject({
      status: 400,
      body: { message: 'Map From cannot be empty' },
    });
    expect(await put([{ mapping_id: 0, map_from: 'A', map_to: '' }])).toMatchObject({
      status: 400,
      body: { message: 'Map To cannot be empty' },
    });
    expect(await put([{ mapping_id: 0, map_from: 'A'.repeat(101), map_to: '1' }])).toMatchObject({
      status: 400,
      body: { message: 'Map From must be at most 100 characters' },
    });
    expect(
      await put([
        { mapping_id: 0, map_from: 'A', map_to: '1' },
        { mapping_id: 0, map_from: 'A', map_to: '2' },
      ]),
    ).toMatchObject({ status: 400, body: { message: 'Map From A is used more than once' } });
    expect(await put([{ mapping_id: 1, map_from: 'M', map_to: '1' }])).toMatchObject({
      status: 400,
      body: { message: 'Mapping 1 does not belong to this transformation' },
    });
    expect(await put([before[0], { ...before[0], map_from: 'Copper' }])).toMatchObject({
      status: 400,
      body: { message: `Mapping ${before[0].mapping_id} is listed more than once` },
    });
    expect(await manager('PUT', `${BASE}/${id}/mappings`, {})).toMatchObject({
      status: 400,
      body: { message: 'The mapping list is missing' },
    });
    expect(await mappingsOf(id)).toEqual(before);
    expect(await put([...before, { mapping_id: 0, map_from: 'Titanium', map_to: '5' }])).toMatchObject({ status: 200 });
  });
});

describe('a transformation in use by an API link', () => {
  it('cannot be changed or removed (409, nothing stored), but can be read, cloned and assigned', async () => {
    const gender = await byName('Gender Code to Description');
    const id = gender.api_link_transform_rule_id;
    const mappings = await mappingsOf(id);
    expect(await manager('PUT', `${BASE}/${id}`, { name: 'Renamed', output_type: 'String' })).toMatchObject({
      status: 409,
      body: { message: IN_USE },
    });
    expect(await manager('PUT', `${BASE}/${id}/mappings`, { mappings: [] })).toMatchObject({ status: 409, body: { message: IN_USE } });
    expect(await manager('DELETE', `${BASE}/${id}`)).toMatchObject({ status: 409, body: { message: IN_USE } });
    expect(await byName('Gender Code to Description')).toEqual(gender);
    expect(await mappingsOf(id)).toEqual(mappings);
    expect((await manager('POST', `${BASE}/${id}/accounts/10004`)).status).toBe(201);
  });
});

describe('clone', () => {
  it('copies details and mappings (new ids) under "<name> (copy)", then "(copy 2)"; no accounts, not in use', async () => {
    const source = await byName('Language Preference to IVR Language');
    const id = source.api_link_transform_rule_id;
    const first = await manager('POST', `${BASE}/${id}/clone`);
    expect(first).toMatchObject({
      status: 201,
      body: {
        name: 'Language Preference to IVR Language (copy)',
        description: source.description,
        output_type: 'String',
        in_use: false,
        accounts_assigned: 0,
      },
    });
    const original = await mappingsOf(id);
    const copied = await mappingsOf(first.body.api_link_transform_rule_id);
    expect(copied.map((m: { map_from: string; map_to: string }) => [m.map_from, m.map_to])).toEqual(
      original.map((m: { map_from: string; map_to: string }) => [m.map_from, m.map_to]),
    );
    expect(copied.some((m: { mapping_id: number }) => original.some((o: { mapping_id: number }) => o.mapping_id === m.mapping_id))).toBe(
      false,
    );
    expect((await manager('POST', `${BASE}/${id}/clone`)).body.name).toBe('Language Preference to IVR Language (copy 2)');
  });

  it('keeps a clone of a 500-character name within the limit', async () => {
    const { body } = await create({ name: 'N'.repeat(500) });
    const copy = await manager('POST', `${BASE}/${body.api_link_transform_rule_id}/clone`);
    expect(copy.body.name).toHaveLength(500);
    expect(copy.body.name.endsWith(' (copy)')).toBe(true);
  });
});

describe('assigned accounts', () => {
  it('adds, lists and removes accounts; accounts_assigned follows', async () => {
    const t = await byName('Marital Status Codes');
    const id = t.api_link_transform_rule_id;
    expect((await manager('GET', `${BASE}/${id}/accounts`)).body).toEqual([]);
    expect(await manager('POST', `${BASE}/${id}/accounts/10001`)).toMatchObject({
      status: 201,
      body: { account_id: 10001, account_name: 'Riverside Regional Medical Center' },
    });
    expect(await manager('POST', `${BASE}/${id}/accounts/10001`)).toMatchObject({ status: 409 });
    expect(await manager('POST', `${BASE}/${id}/accounts/99999`)).toMatchObject({ status: 404, body: { message: 'Account not found' } });
    expect((await manager('GET', `${BASE}/${id}/accounts`)).body).toEqual([
      { account_id: 10001, account_name: 'Riverside Regional Medical Center' },
    ]);
    expect((await byName('Marital Status Codes')).accounts_assigned).toBe(1);
    expect(await manager('DELETE', `${BASE}/${id}/accounts/10001`)).toMatchObject({ status: 200 });
    expect(await manager('DELETE', `${BASE}/${id}/accounts/10001`)).toMatchObject({
      status: 404,
      body: { message: 'The account is not assigned to this transformation' },
    });
    expect((await byName('Marital Status Codes')).accounts_assigned).toBe(0);
  });
});

describe('delete and roles', () => {
  it('deletes one that is not in use', async () => {
    const t = await byName('Preferred Call Window');
    expect(await admin('DELETE', `${BASE}/${t.api_link_transform_rule_id}`)).toMatchObject({
      status: 200,
      body: { message: 'Transformation deleted successfully' },
    });
    expect(await manager('GET', `${BASE}/${t.api_link_transform_rule_id}`)).toMatchObject({ status: 404 });
  });

  it('is open to slink-sys-admin and slink-apilink-manager only', async () => {
    const engagement = caller(p.url, await signIn(p.url, 'engagement@example.com'));
    expect((await admin('GET', BASE)).status).toBe(200);
    expect((await manager('GET', '/auth/accounts')).status).toBe(200);
    expect(await engagement('GET', BASE)).toMatchObject({ status: 403 });
    expect(await engagement('POST', `${BASE}/1/clone`)).toMatchObject({ status: 403 });
    expect(await caller(p.url, null)('GET', BASE)).toMatchObject({ status: 401 });
  });
});
