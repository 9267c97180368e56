// The record router's words for a screen saved by one call, on a made-up screen: create or
// update by the body's id (checked before the lookup), another validator for updates, a field
// that cannot change, numbers, stamps at every save, the rows of another collection counted,
// a delete refused while they name the record, and a declaration without its validator; then a
// save at the record's own path (0 makes one), a read answered as a list of one, and an owner
// named by a path parameter of another name than :id.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { badRequest, fill, HttpError } from '../http';
import { giveHook } from './recordHooks';
import { madeUpScreen } from '../test/madeUpScreen';
import type { Context } from '../context';
import { useRecordServer } from '../test/recordServer';
import { recordRoutes } from './records';

const beacons = madeUpScreen(
  'beacons',
  'beacon_id',
  {
    list: 'GET /beacon-service/beacons',
    save: 'POST /beacon-service/beacons/beacon',
    delete: 'DELETE /beacon-service/beacons/:id',
    pings: 'GET /beacon-service/beacons/:id/pings',
  },
  { beacon_id: { title: 'ID' }, group_name: { title: 'Name' }, range: { title: 'Range' } },
);
const beaconKeeping = defineRecords({
  screen: beacons,
  collection: 'beacons',
  // unsubscribeGroup needs group_name; accountGroup ('Missing group name') checks updates instead.
  validator: 'unsubscribeGroup',
  updateValidator: 'accountGroup',
  upsert: { call: 'save', id: 'id_sent' },
  fields: ['group_name', 'range'],
  bodyNames: { group_name: 'account_group_name', range: 'reach' },
  numbers: ['range'],
  stamps: { saved: { seen_at: 'now', seen_by: 'caller' } },
  derived: { pinged: { countIn: 'pings', by: 'beacon_id' } },
  added: 'Lit %{group_name}',
  updated: 'Moved %{group_name}',
  notFound: 'No such beacon',
  deleted: 'Dark',
});
// A hook keeps a beacon's name, and refuses the delete while pings name the beacon, in the
// singular or plural.
giveHook(beaconKeeping, {
  update: (row, _body, _who, changes) => {
    if (changes.group_name !== row.group_name) throw badRequest('A beacon keeps its name');
  },
  deleting: (row, _who, tools) => {
    const count = ((tools.data() as unknown as Record<string, { beacon_id: unknown }[]>).pings ?? []).filter(
      (p) => p.beacon_id === row.beacon_id,
    ).length;
    if (count > 0)
      throw new HttpError(409, fill(count === 1 ? '%{group_name} has a ping' : '%{group_name} has %{count} pings', { ...row, count }));
  },
});
const pingKeeping = defineRecords({
  screen: beacons,
  collection: 'pings',
  id: 'ping_id',
  schema: { properties: { beacon_id: { title: 'Beacon' }, ship: { title: 'Ship' } } },
  calls: { list: 'pings' },
  owner: { key: 'beacon_id', in: ['beacons'], id: 'beacon_id', notFound: 'No such beacon' },
  fields: [],
  listed: ['ship'],
  derived: { ship: { lookup: 'ship_id', in: 'ships', by: 'ship_id', take: 'name', missing: '' } },
});

const data = {
  beacons: [
    { beacon_id: 1, group_name: 'North', range: 5, seen_at: 'then', seen_by: 1 },
    { beacon_id: 2, group_name: 'South', range: 3, seen_at: 'then', seen_by: 1 },
  ],
  pings: [
    { ping_id: 1, beacon_id: 1, ship_id: 7 },
    { ping_id: 2, beacon_id: 1, ship_id: 8 },
    { ping_id: 3, beacon_id: 2, ship_id: 7 },
  ],
  ships: [{ ship_id: 7, name: 'Pequod' }],
};
const { call } = useRecordServer([beaconKeeping, pingKeeping], data);
const save = (body: Record<string, unknown>) => call('POST', '/beacon-service/beacons/beacon', body);

describe('records saved by one call', () => {
  it('creates without the id: numbers as numbers, stamped, counted, with the create message', async () => {
    const made = await save({ group_name: 'East', account_group_name: 'East', reach: ' 12 ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ beacon_id: 3, group_name: 'East', range: 12, seen_by: 42, pinged: 0, message: 'Lit East' });
    expect(made.body.seen_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await save({ account_group_name: 'West' })).body).toEqual({ message: "Unsubscribe Group can't be empty" });
  });

  it('updates the record the id names, checked by the update validator first, stamped again; the name a hook keeps stays', async () => {
    expect((await save({ id_sent: 999 })).body).toEqual({ message: 'Missing group name' });
    expect(await save({ id_sent: 999, account_group_name: 'North' })).toEqual({ status: 404, body: { message: 'No such beacon' } });
    const moved = await save({ id_sent: '1', account_group_name: 'North', reach: 9 });
    expect(moved).toMatchObject({ status: 200, body: { beacon_id: 1, range: 9, seen_by: 42, pinged: 2, message: 'Moved North' } });
    expect(moved.body.seen_at).not.toBe('then');
    expect(await save({ id_sent: 1, account_group_name: 'Northeast' })).toEqual({
      status: 400,
      body: { message: 'A beacon keeps its name' },
    });
    expect(data.beacons[0]).toMatchObject({ group_name: 'North', range: 9 });
  });

  it('refuses a delete while rows of another collection name the record, in the singular or plural', async () => {
    expect(await call('DELETE', '/beacon-service/beacons/1')).toEqual({ status: 409, body: { message: 'North has 2 pings' } });
    expect(await call('DELETE', '/beacon-service/beacons/2')).toEqual({ status: 409, body: { message: 'South has a ping' } });
    expect(await call('DELETE', '/beacon-service/beacons/3')).toEqual({ status: 200, body: { message: 'Dark' } });
  });

  it("lists an owner's rows with a looked-up name ('missing' when none has it), and the owner's 404 text", async () => {
    expect((await call('GET', '/beacon-service/beacons/1/pings')).body).toEqual([
      { ping_id: 1, ship: 'Pequod' },
      { ping_id: 2, ship: '' },
    ]);
    expect(await call('GET', '/beacon-service/beacons/9/pings')).toEqual({ status: 404, body: { message: 'No such beacon' } });
  });

  it('refuses at start a save call without a validator', () => {
    const { validator: _v, updateValidator: _u, ...rest } = beaconKeeping;
    expect(() => recordRoutes({ store: { data: {} } } as unknown as Context, [defineRecords(rest)])).toThrow(
      "beacons: records.validator is needed for the table's save calls",
    );
  });
});

// Saved by one call at the record's path (0 makes one), read as a list of one, and rows of an
// owner the path names by another parameter.
const buoys = madeUpScreen('buoys', 'buoy_id', {
  get: 'GET /buoy-service/buoys/:id',
  save: 'POST /buoy-service/buoys/:id',
  readings: 'GET /buoy-service/seas/:seaId/readings',
});
const buoyData = {
  buoys: [{ buoy_id: 1, group_name: 'Bell', seen_at: 'then' }],
  seas: [{ sea_id: 4 }],
  readings: [
    { reading_id: 1, sea_id: 4, depth: 'deep' },
    { reading_id: 2, sea_id: 5, depth: 'shallow' },
  ],
};
const buoyKeeping = defineRecords({
  screen: buoys,
  collection: 'buoys',
  validator: 'unsubscribeGroup',
  upsert: { call: 'save', id: 'id' },
  fields: ['group_name'],
  stamps: { saved: { seen_at: 'now' } },
  notFound: 'No such buoy',
});
// Its hook answers one buoy as a list holding it (as the dashboards' does).
giveHook(buoyKeeping, { oneAnswer: (record) => [record] });
const buoyServer = useRecordServer(
  [
    buoyKeeping,
    defineRecords({
      screen: buoys,
      collection: 'readings',
      id: 'reading_id',
      calls: { list: 'readings' },
      owner: { key: 'sea_id', in: ['seas'], id: 'sea_id', notFound: 'No such sea' },
      fields: [],
      listed: ['depth'],
    }),
  ],
  buoyData,
);

describe('records saved at their own path', () => {
  it('makes one at id 0, updates another (404 before the body is read), and reads one as a list', async () => {
    expect(await buoyServer.call('POST', '/buoy-service/buoys/9', {})).toEqual({ status: 404, body: { message: 'No such buoy' } });
    expect(await buoyServer.call('POST', '/buoy-service/buoys/0', { group_name: 'Whistle' })).toMatchObject({
      status: 201,
      body: { buoy_id: 2, group_name: 'Whistle' },
    });
    expect(await buoyServer.call('POST', '/buoy-service/buoys/1', { group_name: 'Bell 2' })).toMatchObject({
      status: 200,
      body: { buoy_id: 1 },
    });
    expect(buoyData.buoys[0].seen_at).not.toBe('then');
    expect((await buoyServer.call('GET', '/buoy-service/buoys/1')).body).toMatchObject([{ buoy_id: 1, group_name: 'Bell 2' }]);
  });

  it("lists an owner's rows named by the path's first parameter, whatever its name", async () => {
    expect((await buoyServer.call('GET', '/buoy-service/seas/4/readings')).body).toEqual([{ reading_id: 1, depth: 'deep' }]);
    expect(await buoyServer.call('GET', '/buoy-service/seas/5/readings')).toEqual({ status: 404, body: { message: 'No such sea' } });
  });
});
