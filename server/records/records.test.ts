// The generic record calls for screens nobody wrote routes for: made-up screens and their record
// declarations are all it takes for list, read one, create (validated, unique), update, delete
// (refused while linked) and the record's accounts, each answered at the screen's own paths.
// The further words (clone, child lists, locks...): ./recordWords.test.ts.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { defineResource } from '../../language/types';
import { useRecordServer } from '../test/recordServer';

const teams = defineResource({
  name: 'teams',
  route: '/digichannel/teams',
  area: 'digichannel',
  roles: undefined,
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
  list: { columns: [{ source: 'group_name' }], sort: { field: 'group_name', order: 'ASC' }, perPage: 50 },
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
  accounts: { label: 'Team' },
  deleteRefused: {
    whileLinked: {
      field: 'coach_id',
      to: { collection: 'coaches', id: 'id', name: 'name' },
      message: 'Team %{group_name} is coached by %{name}',
    },
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
  fields: ['http_method', 'url'],
  unique: [{ fields: ['http_method', 'url'], caseSensitive: true }],
  deleted: 'gone',
});

// A third: its collection has no fixtures yet.
const notes = defineResource({
  ...kits,
  name: 'notes',
  endpoints: { list: 'GET /note-service/notes', create: 'POST /note-service/notes' },
});
const noteKeeping = defineRecords({ ...kitKeeping, screen: notes, collection: 'notes', fields: ['http_method', 'url'], references: [] });

const data = {
  kits: [{ id: 5, http_method: 'GET', url: '/b' }],
  teams: [
    { team_id: 1, group_name: 'Zebras', account_ids: [], coach_id: 7 },
    { team_id: 2, group_name: 'Ants', account_ids: [], coach_id: null },
  ],
  coaches: [{ id: 7, name: 'Pat' }],
  accounts: [{ account_id: 10, account_name: 'Acme' }],
};
const server = useRecordServer([keeping, kitKeeping, noteKeeping], data);
const { call } = server;

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
    const before = server.commits();
    expect(await call('DELETE', '/team-service/teams/1')).toEqual({ status: 409, body: { message: 'Team Zebras is coached by Pat' } });
    expect(server.commits()).toBe(before);
    expect(await call('DELETE', '/team-service/teams/3')).toEqual({ status: 200, body: { message: 'Team bees is gone' } });
    expect(data.teams.map((t) => t.team_id)).toEqual([1, 2]);
  });

  it('keeps a pair unique as written, and an update replaces the fields', async () => {
    expect((await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/b' })).status).toBe(409);
    // as written: another letter case is another URL
    expect(await call('POST', '/kit-service/kits', { http_method: 'GET', url: '/B' })).toEqual({
      status: 201,
      body: { id: 6, http_method: 'GET', url: '/B' },
    });
    expect((await call('PUT', '/kit-service/kits/5', { http_method: 'POST', url: '/b' })).body).toEqual({
      id: 5,
      http_method: 'POST',
      url: '/b',
    });
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
    // The demo's reset puts the fixtures back, which hold no such collection: empty again.
    delete (data as Record<string, unknown>).notes;
    expect(await call('GET', '/note-service/notes')).toEqual({ status: 200, body: [] });
  });
});
