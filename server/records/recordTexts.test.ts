// The record router's words for a body whose text the validator reads another way, on a made-up
// screen: a parser giving the validator's view (the vendors' metadata keys as fields), JSON text
// kept re-written, a reference in any letter case kept in its own spelling, a hook's update refusing
// a change while rows of other collections name the record, a count over two collections, a hook's
// delete freeing them.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { vendorSchema } from '../../schemas/vendor.schema';
import { fill, HttpError } from '../http';
import { giveHook } from './recordHooks';
import type { HookTools } from './recordHookTypes';
import { madeUpScreen } from '../test/madeUpScreen';
import { useRecordServer } from '../test/recordServer';

const depots = madeUpScreen(
  'depots',
  'VendorAccountID',
  { list: 'GET /depot-service/depots', save: 'POST /depot-service/depots/depot', delete: 'DELETE /depot-service/depots/:id' },
  { VendorAccountID: {}, VendorName: {}, VendorTypeCode: {}, MetadataJSON: {} },
);
const keeping = defineRecords({
  screen: depots,
  collection: 'depots',
  // The vendors' schema: MetadataJSON is JSON text whose keys the validator reads as fields.
  schema: vendorSchema,
  upsert: { call: 'save', id: 'VendorAccountID' },
  // the vendors' validators: a name, a type and an authToken inside the metadata
  validator: 'vendorInsert',
  updateValidator: 'vendorUpdate',
  fields: ['VendorName', 'VendorTypeCode', 'MetadataJSON'],
  references: [{ field: 'VendorTypeCode', to: { collection: 'kinds', id: 'code' }, unknown: 'No kind %{value}' }],
  derived: { vehicles: { countIn: ['trucks', 'vans'], by: 'depot' } },
  deleted: 'Closed',
});

// A hook keeps the type while trucks or vans name the depot, and frees them when it is deleted
// (as the vendors' does).
const vehiclesOf = (row: Record<string, unknown>, tools: HookTools) => {
  const { trucks, vans } = tools.data() as unknown as Record<string, { depot: unknown }[]>;
  return [...trucks!, ...vans!].filter((v) => v.depot === row.VendorAccountID);
};
giveHook(keeping, {
  update: (row, _body, _who, changes, tools) => {
    const count = vehiclesOf(row, tools).length;
    if (changes.VendorTypeCode !== row.VendorTypeCode && count > 0)
      throw new HttpError(409, fill('%{VendorName} keeps %{count}', { ...row, count }));
  },
  deleted: (row, tools) => {
    const held = vehiclesOf(row, tools);
    for (const vehicle of held) vehicle.depot = null;
    return held;
  },
});

const data = {
  depots: [{ VendorAccountID: 1, VendorName: 'East', VendorTypeCode: 'EMAIL', MetadataJSON: '{}' }],
  kinds: [{ code: 'SMS' }, { code: 'EMAIL' }],
  trucks: [{ id: 1, depot: 1 }],
  vans: [
    { id: 1, depot: 1 },
    { id: 2, depot: null },
  ],
};
const { call, changedInPlace } = useRecordServer([keeping], data);
const save = (body: Record<string, unknown>) => call('POST', '/depot-service/depots/depot', body);
const meta = JSON.stringify({ authToken: 'k' });

describe('records whose body the validator reads another way', () => {
  it('checks JSON text first, then the validator on the parsed view, then the reference in any letter case', async () => {
    expect(await save({ VendorName: 'West', VendorTypeCode: 'sms', MetadataJSON: '[1]' })).toEqual({
      status: 400,
      body: { message: 'MetadataJSON must be a JSON object' },
    });
    expect((await save({ VendorName: 'West', VendorTypeCode: 'sms', MetadataJSON: '{}' })).body).toEqual({
      message: 'Auth Token cannot be empty.',
    });
    expect(await save({ VendorName: 'West', VendorTypeCode: 'fax', MetadataJSON: meta })).toEqual({
      status: 400,
      body: { message: 'No kind fax' },
    });
    const made = await save({ VendorName: 'West', VendorTypeCode: 'email', MetadataJSON: ` ${meta} ` });
    expect(made).toEqual({
      status: 201,
      body: { VendorAccountID: 2, VendorName: 'West', VendorTypeCode: 'EMAIL', MetadataJSON: '{"authToken":"k"}', vehicles: 0 },
    });
  });

  it('counts rows over two collections, and keeps a field while they name the record', async () => {
    expect((await call('GET', '/depot-service/depots')).body[0]).toMatchObject({ VendorAccountID: 1, vehicles: 2 });
    expect(
      await save({
        VendorAccountID: 1,
        VendorName: 'East',
        VendorTypeCode: 'SMS',
        MetadataJSON: JSON.stringify({ authToken: 'k', asid: 'a' }),
      }),
    ).toEqual({
      status: 409,
      body: { message: 'East keeps 2' },
    });
    // the same type in another letter case is no change
    expect((await save({ VendorAccountID: 1, VendorName: 'East 2', VendorTypeCode: 'Email', MetadataJSON: meta })).status).toBe(200);
  });

  it("frees the rows naming a deleted record by the hook, naming them to the store's journal", async () => {
    const [truck, van] = [data.trucks[0], data.vans[0]];
    expect(await call('DELETE', '/depot-service/depots/1')).toEqual({ status: 200, body: { message: 'Closed' } });
    expect([...data.trucks, ...data.vans].map((v) => v.depot)).toEqual([null, null, null]);
    expect(changedInPlace()).toEqual([truck, van]);
  });
});
