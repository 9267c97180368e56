// The record router's further words, on made-up screens: a list row's own fields, text kept as
// written, the create answer's other id name, clone, answers worked out from stored lists, a lock
// while in use, child lists saved whole, the accounts' own texts, a blank field's schema default.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { accountsOf } from './accountLists';
import { giveHook } from './recordHooks';
import { defineResource } from '../../language/types';
import type { Context } from '../context';
import { useRecordServer } from '../test/recordServer';
import { recordRoutes } from './records';

/** What the made-up screens below share. */
const screen = defineResource({
  name: 'screen',
  route: '/digichannel/screen',
  area: 'digichannel',
  roles: undefined,
  idField: 'id',
  schema: { type: 'object', properties: {} },
  endpoints: {},
  list: { columns: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  forms: {},
});

// A document kept as written, listed without it, cloned under a free name.
const letters = defineResource({
  ...screen,
  name: 'letters',
  idField: 'letter_id',
  createAnswerId: 'LetterId',
  schema: {
    type: 'object',
    properties: {
      letter_id: { title: 'ID' },
      group_name: { title: 'Name', maxLength: 12 },
      body: { title: 'Body', contentMediaType: 'text/plain' },
    },
  },
  endpoints: {
    list: 'GET /letter-service/letters',
    get: 'GET /letter-service/letters/:id',
    create: 'POST /letter-service/letters',
    clone: 'POST /letter-service/letters/:id/clone',
    accounts: 'GET /letter-service/letters/:id/accounts',
  },
});
const letterKeeping = defineRecords({
  screen: letters,
  collection: 'letters',
  validator: 'unsubscribeGroup',
  fields: ['group_name', 'body'],
  listed: ['group_name', 'accounts_assigned'],
  starts: { account_ids: [] },
  clone: { name: 'group_name', names: ['%{name} (copy)', '%{name} (copy %{n})'] },
  deleted: 'gone',
  accounts: { label: 'Letter' },
});

// Derived answers, a lock while in use, a child list saved whole, other account texts.
const drills = defineResource({
  ...screen,
  name: 'drills',
  idField: 'drill_id',
  schema: {
    type: 'object',
    properties: { drill_id: { title: 'ID' }, group_name: { title: 'Name' }, output_type: { title: 'Type', default: 'String' } },
  },
  endpoints: {
    list: 'GET /drill-service/drills',
    create: 'POST /drill-service/drills',
    update: 'PUT /drill-service/drills/:id',
    delete: 'DELETE /drill-service/drills/:id',
    clone: 'POST /drill-service/drills/:id/clone',
    steps: 'GET /drill-service/drills/:id/steps',
    saveSteps: 'PUT /drill-service/drills/:id/steps',
    assigned: 'GET /drill-service/drills/:id/accounts',
    assignAccount: 'POST /drill-service/drills/:id/accounts/:accountId',
    unassignAccount: 'DELETE /drill-service/drills/:id/accounts/:accountId',
    accounts: 'GET /auth/accounts',
  },
});
const drillKeeping = defineRecords({
  screen: drills,
  collection: 'drills',
  validator: 'unsubscribeGroup',
  fields: ['group_name', 'output_type'],
  derived: { in_use: { any: 'used_by' }, accounts_assigned: { count: 'account_ids' } },
  lockedWhile: { any: 'used_by', message: 'In use' },
  starts: { mappings: [], account_ids: [], used_by: [] },
  clone: { name: 'group_name', names: ['%{name} (copy)', '%{name} (copy %{n})'] },
  children: [
    {
      field: 'mappings',
      id: 'mapping_id',
      fields: ['map_from', 'map_to'],
      read: 'steps',
      save: 'saveSteps',
      validator: 'transformationMappings',
      notOwn: "Step %{id} is not this drill's",
      repeated: 'Step %{id} twice',
    },
  ],
  deleted: 'gone',
  accounts: { label: 'Drill', list: 'assigned', added: 'Drill gets %{account_id}', removed: 'Drill loses %{account_id}', named: true },
});

// Its hook gives the steps' rule the drill's stored output type.
giveHook(drillKeeping, { childChecking: (drill) => ({ output_type: drill.output_type }) });

// Stamped when made, a list row of a few fields, a read with the accounts in stored order, no delete.
const crews = defineResource({
  ...screen,
  name: 'crews',
  idField: 'crew_id',
  schema: { type: 'object', properties: { crew_id: { title: 'ID' }, group_name: { title: 'Name' } } },
  endpoints: { list: 'GET /crew-service/crews', get: 'GET /crew-service/crews/:id', create: 'POST /crew-service/crews' },
});
const crewKeeping = defineRecords({
  screen: crews,
  collection: 'crews',
  validator: 'unsubscribeGroup',
  fields: ['group_name'],
  listed: ['group_name', 'made_at'],
  stamps: { made: { made_at: 'now', made_by: 'caller' } },
  starts: { account_ids: [] },
});

// Its hook answers its members, the accounts of its account ids (as the account groups' does).
giveHook(crewKeeping, {
  answers: ['members'],
  answer: (row, tools) => ({ members: accountsOf(tools.data(), (row.account_ids as number[] | undefined) ?? []) }),
});

const data = {
  crews: [{ crew_id: 1, group_name: 'Night', made_at: '2026-01-02T03:04:05.000Z', made_by: 1001, account_ids: [11, 99, 10] }],
  drills: [
    {
      drill_id: 1,
      group_name: 'Fire',
      output_type: 'Integer',
      mappings: [{ mapping_id: 4, map_from: 'A', map_to: '1' }],
      account_ids: [10],
      used_by: [7],
    },
  ],
  letters: [{ letter_id: 1, group_name: 'Welcome Note', body: '  Dear %{name},\n', account_ids: [10] }],
  accounts: [
    { account_id: 10, account_name: 'Acme' },
    { account_id: 11, account_name: 'Zenith' },
  ],
};
const server = useRecordServer([letterKeeping, drillKeeping, crewKeeping], data);
const { call } = server;

describe('records kept from a declaration: further words', () => {
  it("lists rows without what only a record's read needs, and keeps a document as written", async () => {
    expect((await call('GET', '/letter-service/letters')).body).toEqual([
      { letter_id: 1, group_name: 'Welcome Note', accounts_assigned: [{ account_id: 10, account_name: 'Acme' }] },
    ]);
    expect((await call('GET', '/letter-service/letters/1')).body.body).toBe('  Dear %{name},\n');
    expect(await call('POST', '/letter-service/letters', { group_name: ' Reply ', body: '  Hello\n' })).toEqual({
      status: 201,
      body: { LetterId: 2, letter_id: 2, group_name: 'Reply', body: '  Hello\n', accounts_assigned: [] },
    });
  });

  it('clones under the first free suffixed name within the maximum length, without the accounts', async () => {
    const first = await call('POST', '/letter-service/letters/1/clone');
    expect(first).toEqual({
      status: 201,
      body: { LetterId: 3, letter_id: 3, group_name: 'Welco (copy)', body: '  Dear %{name},\n', accounts_assigned: [] },
    });
    expect((await call('POST', '/letter-service/letters/1/clone')).body.group_name).toBe('Wel (copy 2)');
    expect((await call('POST', '/letter-service/letters/2/clone')).body.group_name).toBe('Reply (copy)');
    expect(data.letters[0].account_ids).toEqual([10]);
    expect(await call('POST', '/letter-service/letters/99/clone')).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('answers derived fields, fills a blank field with its schema default, and saves a child list whole', async () => {
    const made = await call('POST', '/drill-service/drills', { group_name: 'Swim', output_type: ' ' });
    expect(made).toEqual({
      status: 201,
      body: { drill_id: 2, group_name: 'Swim', output_type: 'String', in_use: false, accounts_assigned: 0 },
    });
    const save = (mappings: unknown) => call('PUT', '/drill-service/drills/2/steps', { mappings });
    expect(await save([{ mapping_id: 0, map_from: 'B', map_to: 'x' }])).toEqual({
      status: 200,
      body: [{ mapping_id: 5, map_from: 'B', map_to: 'x' }],
    });
    expect(await save([{ mapping_id: 4, map_from: 'C', map_to: 'y' }])).toEqual({
      status: 400,
      body: { message: "Step 4 is not this drill's" },
    });
    expect(
      await save([
        { mapping_id: 5, map_from: 'B', map_to: 'x' },
        { mapping_id: 5, map_from: 'D', map_to: 'z' },
      ]),
    ).toEqual({ status: 400, body: { message: 'Step 5 twice' } });
    // the child validator reads the stored record's context: an Integer drill's steps map to integers
    await call('POST', '/drill-service/drills', { group_name: 'Row', output_type: 'Integer' });
    expect(await call('PUT', '/drill-service/drills/3/steps', { mappings: [{ mapping_id: 0, map_from: 'A', map_to: 'x' }] })).toEqual({
      status: 400,
      body: { message: 'Map To must be an integer' },
    });
    expect((await call('PUT', '/drill-service/drills/1/steps', { mappings: [] })).status).toBe(409);
    expect(await call('GET', '/drill-service/drills/2/steps')).toEqual({
      status: 200,
      body: [{ mapping_id: 5, map_from: 'B', map_to: 'x' }],
    });
    expect((await call('GET', '/drill-service/drills')).body[0]).toEqual({
      drill_id: 1,
      group_name: 'Fire',
      output_type: 'Integer',
      in_use: true,
      accounts_assigned: 1,
    });
  });

  it('refuses changes while locked, clones with the child rows renumbered, and answers its own account texts', async () => {
    const before = server.commits();
    expect(await call('PUT', '/drill-service/drills/1', { group_name: 'Flame' })).toEqual({ status: 409, body: { message: 'In use' } });
    expect(await call('DELETE', '/drill-service/drills/1')).toEqual({ status: 409, body: { message: 'In use' } });
    expect(server.commits()).toBe(before);
    const copy = await call('POST', '/drill-service/drills/1/clone');
    expect(copy).toEqual({
      status: 201,
      body: { drill_id: 4, group_name: 'Fire (copy)', output_type: 'Integer', in_use: false, accounts_assigned: 0 },
    });
    expect((await call('GET', '/drill-service/drills/4/steps')).body).toEqual([{ mapping_id: 6, map_from: 'A', map_to: '1' }]);
    expect(await call('POST', '/drill-service/drills/4/accounts/10')).toEqual({
      status: 201,
      body: { account_id: 10, account_name: 'Acme', message: 'Drill gets 10' },
    });
    expect((await call('GET', '/drill-service/drills/4/accounts')).body).toEqual([{ account_id: 10, account_name: 'Acme' }]);
    expect((await call('DELETE', '/drill-service/drills/4/accounts/10')).body).toEqual({ account_id: 10, message: 'Drill loses 10' });
    expect((await call('DELETE', '/drill-service/drills/4')).status).toBe(200);
  });

  it('refuses at start an accounts declaration whose list call is not under the record (the list of every account)', () => {
    const misdeclared = defineRecords({ ...drillKeeping, accounts: { label: 'Drill' } });
    expect(() => recordRoutes({ store: { data: {} } } as unknown as Context, [misdeclared])).toThrow(
      'drills: records.accounts needs a GET <record path>/:id/accounts call',
    );
  });

  it('refuses at start an assign call that does not name the account', () => {
    const endpoints = { ...drills.endpoints, assignAccount: 'POST /drill-service/drills/:id/accounts' } as const;
    const misdeclared = defineRecords({ ...drillKeeping, screen: { ...drills, endpoints } });
    expect(() => recordRoutes({ store: { data: {} } } as unknown as Context, [misdeclared])).toThrow(
      'drills: records.accounts: the assignAccount and unassignAccount calls name :id and :accountId',
    );
  });

  it('lists a few fields, reads the accounts in stored order, stamps a new record with the time and the caller', async () => {
    expect((await call('GET', '/crew-service/crews')).body).toEqual([
      { crew_id: 1, group_name: 'Night', made_at: '2026-01-02T03:04:05.000Z' },
    ]);
    expect((await call('GET', '/crew-service/crews/1')).body).toEqual({
      crew_id: 1,
      group_name: 'Night',
      made_at: '2026-01-02T03:04:05.000Z',
      made_by: 1001,
      members: [
        { account_id: 11, account_name: 'Zenith' },
        { account_id: 10, account_name: 'Acme' },
      ],
    });
    const before = Date.now();
    const made = await call('POST', '/crew-service/crews', { group_name: 'Day' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ crew_id: 2, group_name: 'Day', made_by: 42, members: [] });
    expect(Date.parse(made.body.made_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses at start a delete call without its answer text', () => {
    const noText = defineRecords({
      ...crewKeeping,
      screen: { ...crews, endpoints: { ...crews.endpoints, delete: 'DELETE /crew-service/crews/:id' } },
    });
    expect(() => recordRoutes({ store: { data: {} } } as unknown as Context, [noText])).toThrow(
      'crews: records.deleted is needed for the table',
    );
  });
});
