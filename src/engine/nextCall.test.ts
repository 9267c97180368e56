import { describe, expect, it } from 'vitest';
import { checkFields, checkPaths, nextCallOf, valueAt } from './nextCall';

const sources = {
  saved: { id: 77 },
  record: undefined,
  values: { rows: [{ a: 1 }] },
  defaults: { app_code: 'workb' },
  session: { account_group_ids: [4, 9] },
};

describe('second save step', () => {
  it('reads values by dotted path, undefined when a step of the path is missing', () => {
    expect(valueAt(sources, 'saved.id')).toBe(77);
    expect(valueAt(sources, 'session.account_group_ids.0')).toBe(4);
    expect(valueAt(sources, 'record.id')).toBeUndefined();
    expect(valueAt(sources, 'values.rows.5.a')).toBeUndefined();
  });

  it('builds the params and the body from fixed values and paths', () => {
    const call = nextCallOf(
      {
        endpoint: 'relationship',
        from: {
          id: 'saved.id',
          action: { const: 'add' },
          app_code: 'defaults.app_code',
          account_group_id: 'session.account_group_ids.0',
          rows: 'values.rows',
        },
      },
      sources,
      { relationship: 'POST /auth/users/:id/relationship' },
    );
    expect(call).toEqual({ params: { id: 77 }, body: { action: 'add', app_code: 'workb', account_group_id: 4, rows: [{ a: 1 }] } });
  });

  it('gives a named step every value it reads', () => {
    const call = nextCallOf({ step: 'assignGroupAccounts', from: { id: 'saved.id', groupId: 'session.account_group_ids.1' } }, sources, {});
    expect(call).toEqual({ params: { id: 77, groupId: 9 }, body: {} });
  });

  it('reads a check entry for the validator only: neither a parameter nor the body', () => {
    const step = {
      endpoint: 'saveRows',
      from: { id: 'saved.id', rows: 'values.rows', app_code: { check: 'defaults.app_code' } },
    } as const;
    expect(nextCallOf(step, sources, { saveRows: 'PUT /rows/:id' })).toEqual({ params: { id: 77 }, body: { rows: [{ a: 1 }] } });
    expect(checkPaths(step.from)).toEqual({ app_code: 'defaults.app_code' });
    expect(checkFields(step.from, sources)).toEqual({ app_code: 'workb' });
  });
});
