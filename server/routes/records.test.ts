// The generic record calls for screens nobody wrote routes for: made-up screens and their record
// declarations are all it takes for list, read one, create (validated, unique), update, delete
// (refused while linked or locked), clone, child lists saved whole and the record's accounts,
// each answered at the screen's own paths.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRecords } from '../../resources/recordTypes';
import { words } from '../../resources/__fixtures__/words';
import { defineResource } from '../../resources/types';
import type { Context } from '../context';
import { errorJson } from '../errorAnswers';
import { recordRoutes } from './records';

const teams = defineResource({
  name: 'teams',
  route: '/digichannel/teams',
  area: 'digichannel',
  roles: undefined,
  title: words('Teams'),
  idField: 'team_id',
  schema: { type: 'object', properties: { team_id: { title: 'Team ID' }, group_name: { title: 'Group Name' } } },
  endpoints: {
    list: 'GET /team-service/teams',
    create: 'POST /team-service/teams',
    get: 'GET /team-service/teams/:id',
    update: 'POST /team-service/teams/:id',
    delete: 'DELETE /team-service/teams/:id',
    accounts: 'GET /team-service/teams/:id/accounts',
    assignAccount: 'POST /team-service/teams/:id/accounts/:accountId',
    unassignAccount: 'DELETE /team-service/teams/:id/accounts/:accountId',
  },
  list: { columns: [{ source: 'group_name' }], sort: { field: 'group_name', order: 'ASC' }, perPage: 50, rowActions: [] },
  forms: {},
});

const keeping = defineRecords({
  screen: teams,
  collection: 'teams',
  // any of the shared validators: this one wants a group_name
  validator: 'unsubscribeGroup',
  fields: ['group_name'],
  order: 'group_name',
  unique: [{ fields: ['group_name'] }],
  starts: { account_ids: [], coach_id: null },
  notFound: 'Team not found',
  deleted: 'Team %{group_name} is gone',
  accounts: { kind: 'Team' },
  deleteRefusedWhileLinked: {
    field: 'coach_id',
    to: { collection: 'coaches', id: 'id', name: 'name' },
    message: 'Team %{group_name} is coached by %{name}',
  },
});

// A second screen: no list order (stored order), a pair unique as written, a list of links.
const kits = defineResource({
  ...teams,
  name: 'kits',
  route: '/digichannel/kits',
  idField: 'id',
  schema: { type: 'object', properties: { id: { title: 'ID' }, http_method: { title: 'Method' }, url: { title: 'URL' } } },
  endpoints: { list: 'GET /kit-service/kits', create: 'POST /kit-service/kits', update: 'PUT /kit-service/kits/:id' },
});
const kitKeeping = defineRecords({
  screen: kits,
  collection: 'kits',
  // the API validator: http_method and url required
  validator: 'api',
  fields: ['http_method', 'url', 'parts'],
  unique: [{ fields: ['http_method', 'url'], caseSensitive: true }],
  links: [
    { field: 'parts', key: 'part_id', to: { collection: 'parts', id: 'id' }, notAList: 'parts must be a list', unknown: 'No part %{id}' },
  ],
  deleted: 'gone',
});

// A third: its collection has no fixtures yet.
const notes = defineResource({
  ...kits,
  name: 'notes',
  endpoints: { list: 'GET /note-service/notes', create: 'POST /note-service/notes' },
});
const noteKeeping = defineRecords({ ...kitKeeping, screen: notes, collection: 'notes', fields: ['http_method', 'url'], links: [] });

// A fourth: a document kept as written, listed without it, cloned under a free name.
const letters = defineResource({
  ...teams,
  name: 'letters',
  idField: 'letter_id',
  schema: {
    type: 'object',
    properties: { letter_id: { title: 'ID' }, group_name: { title: 'Name', maxLength: 12 }, body: { title: 'Body' } },
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
  listed: ['group_name'],
  asWritten: ['body'],
  createdIdAs: 'LetterId',
  starts: { account_ids: [] },
  clone: { name: 'group_name', suffixes: [' (copy)', ' (copy %{n})'] },
  deleted: 'gone',
  accounts: { kind: 'Letter' },
});

// A fifth: derived answers, a lock while in use, a child list saved whole, other account texts.
const drills = defineResource({
  ...teams,
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
  clone: { name: 'group_name', suffixes: [' (copy)', ' (copy %{n})'] },
  children: [
    {
      field: 'mappings',
      id: 'mapping_id',
      fields: ['map_from', 'map_to'],
      read: 'steps',
      save: 'saveSteps',
      validator: 'transformationMappings',
      context: ['output_type'],
      notOwn: "Step %{id} is not this drill's",
      repeated: 'Step %{id} twice',
    },
  ],
  deleted: 'gone',
  accounts: { kind: 'Drill', list: 'assigned', added: 'Drill gets %{account_id}', removed: 'Drill loses %{account_id}', named: true },
});

const data = {
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
  kits: [{ id: 5, http_method: 'GET', url: '/b', parts: [{ part_id: 1 }] }],
  parts: [{ id: 1 }, { id: 2 }],
  teams: [
    { team_id: 1, group_name: 'Zebras', account_ids: [], coach_id: 7 },
    { team_id: 2, group_name: 'Ants', account_ids: [], coach_id: null },
  ],
  coaches: [{ id: 7, name: 'Pat' }],
  accounts: [{ account_id: 10, account_name: 'Acme' }],
};
let commits = 0;
const ctx = { store: { data, commit: async () => void commits++ } } as unknown as Context;

let server: Server;
let base = '';
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use(recordRoutes(ctx, [keeping, kitKeeping, noteKeeping, letterKeeping, drillKeeping]));
  app.use(errorJson);
  server = await new Promise<Server>((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // A path no route takes falls through to Express's own (HTML) 404 here.
  return { status: res.status, body: (text.startsWith('<') ? text : JSON.parse(text)) as any };
};

describe('records kept from a declaration', () => {
  it('lists in the declared order, with the id, the fields and the accounts', async () => {
    const { status, body } = await call('GET', '/team-service/teams');
    expect(status).toBe(200);
    expect(body).toEqual([
      { team_id: 2, group_name: 'Ants', accounts_assigned: [] },
      { team_id: 1, group_name: 'Zebras', accounts_assigned: [] },
    ]);
  });

  it('reads one record by its id where the table has that call; 404 with the declared text for another id', async () => {
    expect(await call('GET', '/team-service/teams/1')).toEqual({
      status: 200,
      body: { team_id: 1, group_name: 'Zebras', accounts_assigned: [] },
    });
    expect(await call('GET', '/team-service/teams/99')).toEqual({ status: 404, body: { message: 'Team not found' } });
    // kits declare no such call
    expect((await call('GET', '/kit-service/kits/5')).status).toBe(404);
  });

  it("creates with the validator's message on bad input, 409 Conflict on a repeat in any letter case", async () => {
    expect(await call('POST', '/team-service/teams', {})).toEqual({ status: 400, body: { message: "Unsubscribe Group can't be empty" } });
    expect(await call('POST', '/team-service/teams', { group_name: 'ANTS' })).toEqual({ status: 409, body: { message: 'Conflict' } });
    const made = await call('POST', '/team-service/teams', { group_name: '  Bees ' });
    expect(made).toEqual({ status: 201, body: { team_id: 3, group_name: 'Bees', accounts_assigned: [] } });
    expect(data.teams[2]).toEqual({ team_id: 3, group_name: 'Bees', account_ids: [], coach_id: null });
  });

  it('updates with the method the endpoint table gives, keeping its own name free to keep', async () => {
    expect((await call('PUT', '/team-service/teams/3', { group_name: 'Wasps' })).status).toBe(404);
    expect(await call('POST', '/team-service/teams/3', { group_name: 'bees' })).toEqual({
      status: 200,
      body: { team_id: 3, group_name: 'bees', accounts_assigned: [] },
    });
    expect((await call('POST', '/team-service/teams/3', { group_name: 'Zebras' })).status).toBe(409);
    expect(await call('POST', '/team-service/teams/99', { group_name: 'Owls' })).toEqual({
      status: 404,
      body: { message: 'Team not found' },
    });
  });

  it('assigns and removes accounts under the declared kind', async () => {
    expect((await call('POST', '/team-service/teams/3/accounts/10')).body).toEqual({
      account_id: 10,
      message: 'Team account 10 successfully added',
    });
    expect((await call('GET', '/team-service/teams/3/accounts')).body).toEqual([{ account_id: 10, account_name: 'Acme' }]);
    expect((await call('DELETE', '/team-service/teams/3/accounts/10')).body).toEqual({
      account_id: 10,
      message: 'Team account 10 successfully removed',
    });
  });

  it('refuses to delete a linked record, naming the other; deletes a free one with the declared message', async () => {
    const before = commits;
    expect(await call('DELETE', '/team-service/teams/1')).toEqual({ status: 409, body: { message: 'Team Zebras is coached by Pat' } });
    expect(commits).toBe(before);
    expect(await call('DELETE', '/team-service/teams/3')).toEqual({ status: 200, body: { message: 'Team bees is gone' } });
    expect(data.teams.map((t) => t.team_id)).toEqual([1, 2]);
  });

  it('keeps lists of links checked against the other collection, and a pair unique as written', async () => {
    expect(await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/a', parts: 'x' })).toEqual({
      status: 400,
      body: { message: 'parts must be a list' },
    });
    expect(await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/a', parts: [{ part_id: 9 }] })).toEqual({
      status: 400,
      body: { message: 'No part 9' },
    });
    expect((await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/b' })).status).toBe(409);
    // as written: another letter case is another URL
    expect(await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/B' })).toEqual({
      status: 201,
      body: { id: 6, http_method: 'GET', url: '/B', parts: [] },
    });
    // an update without the list keeps it; with it, replaces it
    expect((await call('PUT', '/kit-service/kits/5', { http_method: 'POST', url: '/b' })).body).toEqual({
      id: 5,
      http_method: 'POST',
      url: '/b',
      parts: [{ part_id: 1 }],
    });
    expect((await call('PUT', '/kit-service/kits/5', { http_method: 'POST', url: '/b', parts: [2] })).body.parts).toEqual([{ part_id: 2 }]);
    expect(await call('PUT', '/kit-service/kits/77', { http_method: 'POST', url: '/c' })).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    // stored order, no sorting
    expect((await call('GET', '/kit-service/kits')).body.map((k: { id: number }) => k.id)).toEqual([5, 6]);
  });

  it('starts a collection without fixtures empty', async () => {
    expect(await call('GET', '/note-service/notes')).toEqual({ status: 200, body: [] });
    expect((await call('POST', '/note-service/notes', { http_method: 'GET', url: '/n' })).body).toEqual({
      id: 1,
      http_method: 'GET',
      url: '/n',
    });
  });

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
    const before = commits;
    expect(await call('PUT', '/drill-service/drills/1', { group_name: 'Flame' })).toEqual({ status: 409, body: { message: 'In use' } });
    expect(await call('DELETE', '/drill-service/drills/1')).toEqual({ status: 409, body: { message: 'In use' } });
    expect(commits).toBe(before);
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
});
