// The record router's attach word, on a made-up screen: the rows of no owner, attaching to an
// owner of the right kind (once), detaching only from that owner, the owner stamped; answers
// naming the id and stored fields in their own way, accounts by name.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { madeUpScreen } from '../test/madeUpScreen';
import { useRecordServer } from '../test/recordServer';

const harbours = madeUpScreen('harbours', 'harbour_id', {
  boats: 'GET /harbour-service/harbours/:id/boats',
  loose: 'GET /harbour-service/boats/loose',
  moor: 'POST /harbour-service/harbours/:id/boat/:boatId',
  unmoor: 'DELETE /harbour-service/harbours/:id/boat/:boatId',
});
const boats = defineRecords({
  screen: harbours,
  collection: 'boats',
  id: 'boat_id',
  idAs: 'BoatId',
  schema: { properties: { boat_id: {}, boat_name: {}, harbour_id: {} } },
  calls: { list: 'boats' },
  owner: { key: 'harbour_id', in: ['harbours'], id: 'harbour_id', notFound: 'No such harbour' },
  fields: [],
  listed: ['BoatName', 'HarbourId'],
  derived: {
    BoatName: { stored: 'boat_name' },
    HarbourId: { stored: 'harbour_id' },
    crew: { accounts: 'account_ids', byName: true },
  },
  notFound: 'No such boat',
  attach: {
    add: 'moor',
    remove: 'unmoor',
    free: 'loose',
    freeListed: ['boat_id', 'boat_name', 'crew'],
    order: 'boat_name',
    // a made-up screen borrows the vendors' check that the id is given
    validator: 'vendorShortCode',
    ownerMust: { field: 'kind', is: 'SEA', message: 'Boats moor at sea harbours only' },
    touches: { changed_at: 'now' },
    added: '%{boat_name} moored',
    removed: '%{boat_name} left',
    notAttached: 'Not moored here',
  },
});

const data = {
  harbours: [
    { harbour_id: 1, kind: 'sea', changed_at: 'then' },
    { harbour_id: 2, kind: 'LAKE', changed_at: 'then' },
    { harbour_id: 3, kind: 'Sea', changed_at: 'then' },
  ],
  boats: [
    { boat_id: 1, boat_name: 'Wren', harbour_id: null, account_ids: [2, 1] },
    { boat_id: 2, boat_name: 'Alba', harbour_id: null, account_ids: [] },
    { boat_id: 3, boat_name: 'Kite', harbour_id: 1, account_ids: [] },
  ],
  accounts: [
    { account_id: 1, account_name: 'Zed' },
    { account_id: 2, account_name: 'Abe' },
  ],
};
// The vendor check reads the id under the answers' name.
const { call } = useRecordServer([{ ...boats, idAs: 'ShortCodeId' }], data);

describe('records attached to an owner', () => {
  it('lists the rows of no owner in order, as declared, accounts by name', async () => {
    expect((await call('GET', '/harbour-service/boats/loose')).body).toEqual([
      { boat_id: 2, boat_name: 'Alba', crew: [] },
      {
        boat_id: 1,
        boat_name: 'Wren',
        crew: [
          { account_id: 2, account_name: 'Abe' },
          { account_id: 1, account_name: 'Zed' },
        ],
      },
    ]);
  });

  it('attaches a free row to an owner of the right kind (any letter case), once, stamping the owner', async () => {
    expect(await call('POST', '/harbour-service/harbours/2/boat/1')).toEqual({
      status: 400,
      body: { message: 'Boats moor at sea harbours only' },
    });
    expect(await call('POST', '/harbour-service/harbours/9/boat/1')).toEqual({ status: 404, body: { message: 'No such harbour' } });
    expect(await call('POST', '/harbour-service/harbours/1/boat/9')).toEqual({ status: 404, body: { message: 'No such boat' } });
    expect(await call('POST', '/harbour-service/harbours/3/boat/1')).toEqual({
      status: 201,
      body: { ShortCodeId: 1, BoatName: 'Wren', HarbourId: 3, message: 'Wren moored' },
    });
    expect(data.harbours[2].changed_at).not.toBe('then');
    expect(await call('POST', '/harbour-service/harbours/1/boat/1')).toEqual({ status: 409, body: { message: 'Conflict' } });
    expect((await call('GET', '/harbour-service/harbours/3/boats')).body).toEqual([{ ShortCodeId: 1, BoatName: 'Wren', HarbourId: 3 }]);
  });

  it('detaches only from the owner it is attached to', async () => {
    expect(await call('DELETE', '/harbour-service/harbours/1/boat/1')).toEqual({ status: 404, body: { message: 'Not moored here' } });
    expect(await call('DELETE', '/harbour-service/harbours/3/boat/1')).toEqual({ status: 200, body: { message: 'Wren left' } });
    expect(data.boats[0].harbour_id).toBeNull();
  });
});
