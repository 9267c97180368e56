// The record engine answers every call the language names as its own (language/recordCalls.ts),
// the list tools/platformApiDocs.test.ts reads too: a key added there and not answered here fails
// (and the engine asks for no other: callPath takes only those names).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS, type RecordCall } from '../../language/recordCalls';
import { defineRecords } from '../../language/recordTypes';
import type { EndpointSpec } from '../../language/types';
import { madeUpScreen } from '../test/madeUpScreen';
import { useRecordServer } from '../test/recordServer';

type AccountCall = (typeof ACCOUNT_CALLS)[keyof typeof ACCOUNT_CALLS];
// Typed by the language's lists: a new key there asks for its call here.
const recordCalls: Record<RecordCall, EndpointSpec> = {
  list: 'GET /pad-service/pads',
  get: 'GET /pad-service/pads/:id',
  create: 'POST /pad-service/pads',
  update: 'PUT /pad-service/pads/:id',
  delete: 'DELETE /pad-service/pads/:id',
  clone: 'POST /pad-service/pads/:id/clone',
};
const accountCalls: Record<AccountCall, EndpointSpec> = {
  accounts: 'GET /pad-service/pads/:id/accounts',
  assignAccount: 'POST /pad-service/pads/:id/accounts/:accountId',
  unassignAccount: 'DELETE /pad-service/pads/:id/accounts/:accountId',
};
const endpoints = { ...recordCalls, ...accountCalls };

const pads = madeUpScreen('pads', 'pad_id', endpoints, { pad_id: {}, group_name: { maxLength: 50 } });
const { call } = useRecordServer(
  [
    defineRecords({
      screen: pads,
      collection: 'pads',
      // any of the shared validators: this one wants a group_name
      validator: 'unsubscribeGroup',
      fields: ['group_name'],
      deleted: 'gone',
      clone: { name: 'group_name', names: ['%{name} (copy)', '%{name} (copy %{n})'] },
      accounts: { label: 'Pad' },
    }),
  ],
  {
    pads: [
      { pad_id: 1, group_name: 'Pad', account_ids: [] },
      { pad_id: 2, group_name: 'Spare pad', account_ids: [] },
    ],
    accounts: [{ account_id: 10, account_name: 'Acme' }],
  },
);

describe('the record calls the language names', () => {
  it.each(Object.entries(endpoints))('answers %s from a declaration alone', async (key, spec) => {
    const [method, pattern] = spec.split(' ');
    // The delete takes the spare row: the calls after it still find row 1.
    const path = pattern!.replace(':id', key === 'delete' ? '2' : '1').replace(':accountId', '10');
    const { status, body } = await call(method!, path, method === 'GET' || method === 'DELETE' ? undefined : { group_name: 'Pads' });
    // A path no route takes gets a 404; every answer of a record call is JSON, and these succeed.
    expect({ spec, status, json: typeof body }).toEqual({ spec, status: expect.any(Number), json: 'object' });
    expect(status, spec).toBeLessThan(400);
  });
});
