// The record router's words for the rows of another collection that a screen shows beside its
// own, on a made-up screen: only the calls named, rows of one owner named by the path or the
// body, renamed body fields, references kept as the other collection's ids, a looked-up name, a
// create's message and a list in groups.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { giveHook } from './recordHooks';
import { madeUpScreen } from '../test/madeUpScreen';
import { useRecordServer } from '../test/recordServer';

const fleets = madeUpScreen(
  'fleets',
  'fleet_id',
  {
    list: 'GET /fleet-service/fleets',
    crew: 'GET /fleet-service/fleets/:id/crew',
    addCrew: 'POST /fleet-service/fleets/:id/crew',
    removeCrew: 'DELETE /fleet-service/fleets/:id/crew/:crewId',
    postings: 'GET /fleet-service/postings',
    post: 'POST /fleet-service/postings',
  },
  { fleet_id: { title: 'ID' }, name: { title: 'Name' } },
);
const sailor = {
  type: 'object',
  properties: {
    fleet_id: { title: 'Fleet' },
    attribute_id: { title: 'Rank' },
    value: { title: 'Name' },
    attribute_value: { title: 'Name' },
  },
} as const;
const rank = { lookup: 'attribute_id', in: 'ranks', by: 'rank_id', take: 'rank_name' } as const;

// Crew of a fleet named by the path; a fleet is kept in either of two collections.
const crew = defineRecords({
  screen: fleets,
  collection: 'crew',
  id: 'crew_id',
  schema: sailor,
  calls: { list: 'crew', create: 'addCrew', delete: 'removeCrew' },
  validator: 'loginAttribute',
  owner: { key: 'fleet_id', in: ['fleets', 'flotillas'], id: 'fleet_id' },
  fields: ['attribute_id', 'value'],
  bodyNames: { value: 'attribute_value' },
  references: [{ field: 'attribute_id', to: { collection: 'ranks', id: 'rank_id' }, unknown: 'No rank %{value}' }],
  unique: [{ fields: ['fleet_id', 'value'] }],
  listed: ['attribute_id', 'rank', 'value'],
  derived: { rank },
  added: '%{value} joins %{fleet_id}',
  deleted: '%{value} leaves',
  notFound: 'No such sailor',
});

// Postings: the fleet named by the body.
const postings = defineRecords({
  ...crew,
  collection: 'postings',
  id: 'posting_id',
  calls: { list: 'postings', create: 'post' },
  owner: { key: 'fleet_id', in: ['fleets'], id: 'fleet_id', notFound: 'No fleet %{value}' },
  listed: ['fleet_id', 'attribute_id', 'rank', 'value'],
});

// Its hook answers the list in groups of fleet and rank.
giveHook(postings, {
  listAnswer: (rows) => {
    const groups = new Map<string, Record<string, unknown>>();
    for (const { fleet_id, attribute_id, rank, ...sailor } of rows) {
      const key = JSON.stringify([fleet_id, attribute_id, rank]);
      if (!groups.has(key)) groups.set(key, { fleet_id, attribute_id, rank, sailors: [] });
      (groups.get(key)!.sailors as unknown[]).push(sailor);
    }
    return [...groups.values()];
  },
});

const data = {
  fleets: [{ fleet_id: 1, name: 'North' }],
  flotillas: [{ fleet_id: 2, name: 'South' }],
  ranks: [
    { rank_id: 1, rank_name: 'Captain' },
    { rank_id: 2, rank_name: 'Mate' },
  ],
  crew: [
    { crew_id: 1, fleet_id: 1, attribute_id: 1, value: 'Ahab' },
    { crew_id: 2, fleet_id: 2, attribute_id: 9, value: 'Ishmael' },
  ],
  postings: [
    { posting_id: 1, fleet_id: 1, attribute_id: 1, value: 'A' },
    { posting_id: 2, fleet_id: 1, attribute_id: 2, value: 'B' },
    { posting_id: 3, fleet_id: 1, attribute_id: 1, value: 'C' },
  ],
};
const { call } = useRecordServer([crew, postings], data);

describe('records kept as the rows of another collection', () => {
  it("lists one owner's rows with a looked-up name (the id as text when none has it); an unknown owner is 404", async () => {
    expect((await call('GET', '/fleet-service/fleets/1/crew')).body).toEqual([
      { crew_id: 1, attribute_id: 1, rank: 'Captain', value: 'Ahab' },
    ]);
    expect((await call('GET', '/fleet-service/fleets/2/crew')).body).toEqual([
      { crew_id: 2, attribute_id: 9, rank: '9', value: 'Ishmael' },
    ]);
    expect(await call('GET', '/fleet-service/fleets/3/crew')).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('serves only the calls it names', async () => {
    expect((await call('GET', '/fleet-service/fleets')).status).toBe(404);
    expect(typeof (await call('GET', '/fleet-service/fleets')).body).toBe('string');
  });

  it("adds from renamed body fields, keeps a reference as the other collection's id, and answers its message", async () => {
    expect(await call('POST', '/fleet-service/fleets/1/crew', { attribute_id: '2', attribute_value: ' Starbuck ' })).toEqual({
      status: 201,
      body: { crew_id: 3, fleet_id: 1, attribute_id: 2, rank: 'Mate', value: 'Starbuck', message: 'Starbuck joins 1' },
    });
    expect(data.crew.at(-1)).toEqual({ crew_id: 3, fleet_id: 1, attribute_id: 2, value: 'Starbuck' });
    expect(await call('POST', '/fleet-service/fleets/1/crew', { attribute_id: 1, attribute_value: 'starbuck' })).toEqual({
      status: 409,
      body: { message: 'Conflict' },
    });
    expect(await call('POST', '/fleet-service/fleets/1/crew', { attribute_id: 7, attribute_value: 'Flask' })).toEqual({
      status: 400,
      body: { message: 'No rank 7' },
    });
    // The owner is looked up before the body is read.
    expect((await call('POST', '/fleet-service/fleets/3/crew', {})).status).toBe(404);
    expect(data.crew).toHaveLength(3);
  });

  it("deletes only the named owner's rows", async () => {
    expect(await call('DELETE', '/fleet-service/fleets/2/crew/1')).toEqual({ status: 404, body: { message: 'No such sailor' } });
    expect(await call('DELETE', '/fleet-service/fleets/1/crew/1')).toEqual({ status: 200, body: { message: 'Ahab leaves' } });
    expect((await call('DELETE', '/fleet-service/fleets/1/crew/1')).status).toBe(404);
  });

  it('lists in groups, first seen first, and takes the owner from the body (400 when none has it)', async () => {
    expect((await call('GET', '/fleet-service/postings')).body).toEqual([
      {
        fleet_id: 1,
        attribute_id: 1,
        rank: 'Captain',
        sailors: [
          { posting_id: 1, value: 'A' },
          { posting_id: 3, value: 'C' },
        ],
      },
      { fleet_id: 1, attribute_id: 2, rank: 'Mate', sailors: [{ posting_id: 2, value: 'B' }] },
    ]);
    expect(await call('POST', '/fleet-service/postings', { fleet_id: 5, attribute_id: 1, attribute_value: 'D' })).toEqual({
      status: 400,
      body: { message: 'No fleet 5' },
    });
    const posted = await call('POST', '/fleet-service/postings', { fleet_id: '1', attribute_id: 1, attribute_value: 'D' });
    expect(posted).toMatchObject({ status: 201, body: { posting_id: 4, fleet_id: 1, value: 'D' } });
  });
});
