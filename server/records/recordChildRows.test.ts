// The record router's words for a screen whose child rows live in a collection of their own, on
// a made-up screen: rows read with a looked-up name and saved whole (numbers, trimmed text, a
// whole collection for the validator), copied by a clone under a prefixed name, removed with the
// record; a flag kept as 1 or 0, a call reading a few fields, a body naming another id.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { text } from '../http';
import { madeUpScreen } from '../test/madeUpScreen';
import { giveHook } from './recordHooks';
import type { HookTools } from './recordHookTypes';
import { useRecordServer } from '../test/recordServer';

const kites = madeUpScreen(
  'kites',
  'kite_id',
  {
    get: 'GET /kite-service/kites/:id',
    update: 'PUT /kite-service/kites/:id',
    delete: 'DELETE /kite-service/kites/:id',
    clone: 'POST /kite-service/kites/clone/:id',
    flying: 'GET /kite-service/flying/:id',
    tails: 'GET /kite-service/tails/:id',
    saveTails: 'PUT /kite-service/tails/:id',
  },
  { kite_id: { title: 'ID' }, account_group_name: { title: 'Name' }, grounded: { title: 'Grounded' } },
);
const keeping = defineRecords({
  screen: kites,
  collection: 'kites',
  validator: 'accountGroup',
  fields: ['account_group_name'],
  bodyId: { field: 'kite_id', message: 'Another kite' },
  derived: { tail_count: { count: 'unused' } },
  clone: { name: 'account_group_name', names: ['Copy of %{name}', 'Copy of %{name} (%{n})'] },
  children: [
    {
      field: 'api_link_attributes',
      id: 'api_link_attribute_id',
      in: { collection: 'tails', key: 'kite_id' },
      fields: ['api_data_type_id', 'name', 'description', 'default_value', 'test_value'],
      read: 'tails',
      save: 'saveTails',
      validator: 'apiLinkAttributes',
      notOwn: 'Tail %{id} is not this kite’s',
      repeated: 'Tail %{id} twice',
    },
  ],
  deleted: 'Gone',
});
// Its hook gives the tails' rule the data types, keeps a tail's type as a number, its name
// trimmed, and answers a tail with its type's name.
const typesOf = (tools: HookTools) => (tools.data() as unknown as { types: Record<string, unknown>[] }).types;
giveHook(keeping, {
  childChecking: (_kite, _field, tools) => ({ data_types: typesOf(tools) }),
  childKept: (tail) => ({ ...tail, api_data_type_id: Number(tail.api_data_type_id), name: text(tail.name) }),
  childAnswer: (tail, _field, tools) => ({
    type_name: typesOf(tools).find((t) => t.api_data_type_id === tail.api_data_type_id)?.name ?? '',
  }),
});

const tail = (id: number, kite: number, type: number, name: string) => ({
  api_link_attribute_id: id,
  kite_id: kite,
  api_data_type_id: type,
  name,
  description: '',
  default_value: '',
  test_value: '',
});
const data = {
  kites: [
    { kite_id: 1, account_group_name: 'Red', grounded: 0 },
    { kite_id: 2, account_group_name: 'Blue', grounded: 1 },
  ],
  tails: [tail(1, 1, 1, 'ribbon'), tail(2, 2, 5, 'X-Bow')],
  types: [
    { api_data_type_id: 1, name: 'string' },
    { api_data_type_id: 5, name: 'header' },
  ],
};
const { call } = useRecordServer([keeping], data);
const row = (name: string, type: unknown = 1, id?: number) => ({
  ...(id ? { api_link_attribute_id: id } : {}),
  api_data_type_id: type,
  name,
  description: '',
  default_value: '',
  test_value: '',
});

describe('records whose child rows have a collection of their own', () => {
  it("reads a record's rows with the looked-up name, and saves them whole after the validator", async () => {
    expect((await call('GET', '/kite-service/tails/1')).body).toEqual([{ ...tail(1, 1, 1, 'ribbon'), type_name: 'string' }]);
    // The validator reads the types collection: a header name cannot hold spaces.
    expect((await call('PUT', '/kite-service/tails/1', { api_link_attributes: [row('X A', 5)] })).body).toEqual({
      message: 'Attribute field name X A cannot contain spaces for the header field type',
    });
    expect((await call('PUT', '/kite-service/tails/1', { api_link_attributes: [row('x', 1, 2)] })).body).toEqual({
      message: 'Tail 2 is not this kite’s',
    });
    const saved = await call('PUT', '/kite-service/tails/1', { api_link_attributes: [row('ribbon', '1', 1), row(' bow ', '5')] });
    expect(saved.body).toEqual([
      { ...tail(1, 1, 1, 'ribbon'), type_name: 'string' },
      { ...tail(3, 1, 5, 'bow'), type_name: 'header' },
    ]);
    expect(data.tails.filter((t) => t.kite_id === 2)).toEqual([tail(2, 2, 5, 'X-Bow')]);
  });

  it('clones under the prefixed name with the rows copied under new ids, and deletes the rows with the record', async () => {
    const copy = await call('POST', '/kite-service/kites/clone/1');
    expect(copy).toMatchObject({ status: 201, body: { kite_id: 3, account_group_name: 'Copy of Red' } });
    expect((await call('POST', '/kite-service/kites/clone/1')).body.account_group_name).toBe('Copy of Red (2)');
    expect(
      (await call('GET', '/kite-service/tails/3')).body.map((t: { api_link_attribute_id: number }) => t.api_link_attribute_id),
    ).toEqual([4, 5]);
    expect(await call('DELETE', '/kite-service/kites/3')).toEqual({ status: 200, body: { message: 'Gone' } });
    expect(data.tails.some((t) => t.kite_id === 3)).toBe(false);
  });

  it('refuses a body naming another id', async () => {
    expect((await call('PUT', '/kite-service/kites/1', { account_group_name: 'Red', kite_id: '1' })).status).toBe(200);
    expect(await call('PUT', '/kite-service/kites/1', { account_group_name: 'Red', kite_id: 2 })).toEqual({
      status: 400,
      body: { message: 'Another kite' },
    });
  });
});
