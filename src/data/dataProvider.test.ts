import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../language/types';
import { createDataProvider } from './dataProvider';
import type { Http } from './http';
import { apiSchema } from '../../schemas/api.schema';

const things = defineResource({
  name: 'things',
  route: '/things',
  area: 'admin',
  roles: undefined,
  idField: 'thing_id',
  schema: apiSchema,
  endpoints: {
    list: 'GET /things',
    create: 'POST /things',
    update: 'POST /things/:id',
    delete: 'DELETE /things/:id',
    extra: 'POST /things/:id/extra/:other',
    note: 'POST /notes/:id',
  },
  list: { columns: [{ source: 'name' }], sort: { field: 'name', order: 'ASC' }, perPage: 2 },
  forms: {},
});

const setup = () => {
  let rows = [
    { thing_id: 3, name: 'cherry' },
    { thing_id: 1, name: 'apple' },
    { thing_id: 2, name: 'banana' },
    { thing_id: 4, name: 'apricot' },
  ];
  const http = vi.fn<Http>(async (method, path, body) => {
    if (method === 'GET' && path === '/things') return rows;
    if (method === 'POST' && path === '/things') {
      rows = [...rows, { thing_id: 9, ...(body as object) } as never];
      return { id: 9 };
    }
    return {};
  });
  return { http, dp: createDataProvider([things], http) };
};

describe('data provider', () => {
  it('fetches the whole list once and answers pages, sorts and filters from it', async () => {
    const { http, dp } = setup();
    const first = await dp.getList('things', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(first.data.map((r) => r.name)).toEqual(['apple', 'apricot']);
    expect(first.total).toBe(4);
    const second = await dp.getList('things', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ap' },
    });
    expect(second.total).toBe(2);
    expect(second.data).toEqual([]);
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('maps the id field to id', async () => {
    const { dp } = setup();
    const { data } = await dp.getOne('things', { id: 2 });
    expect(data).toMatchObject({ id: 2, name: 'banana' });
  });

  it('a mutation invalidates the cached list', async () => {
    const { http, dp } = setup();
    await dp.getList('things', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const created = await dp.create('things', { data: { name: 'date' } });
    expect(created.data.id).toBe(9);
    const after = await dp.getList('things', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(5);
    expect(http.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(2);
  });

  it("takes a new record's id from the answer's own name for it (createAnswerId)", async () => {
    const http = vi.fn<Http>(async () => ({ ThingId: 12 }));
    const dp = createDataProvider([{ ...things, createAnswerId: 'ThingId' }], http);
    const created = await dp.create('things', { data: { name: 'fig' } });
    expect(created.data).toMatchObject({ id: 12, thing_id: 12, name: 'fig' });
  });

  it("only writes to the list's own collection invalidate it", async () => {
    const { http, dp } = setup();
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    await dp.getList('things', params);
    await dp.call('things', 'note', { params: { id: 1 }, body: {} });
    await dp.getList('things', params);
    expect(http.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(1);
    await dp.call('things', 'extra', { params: { id: 1, other: 2 }, body: {} });
    await dp.getList('things', params);
    expect(http.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(2);
  });

  it('fills path parameters from the endpoint table and encodes them', async () => {
    const { http, dp } = setup();
    await dp.update('things', { id: 'a/b', data: { name: 'x' }, previousData: { id: 'a/b' } });
    expect(http).toHaveBeenLastCalledWith('POST', '/things/a%2Fb', { name: 'x' });
    await dp.call('things', 'extra', { params: { id: 1, other: 2 } });
    expect(http).toHaveBeenLastCalledWith('POST', '/things/1/extra/2', undefined);
    await expect(dp.call('things', 'extra', { params: { id: 1 } })).rejects.toThrow(':other');
  });

  it('answers the ids of every row matching a filter, on every page ("select all matching")', async () => {
    const { dp } = setup();
    expect(await dp.matchingIds('things', { q: 'AP' })).toEqual([1, 4]);
    expect(await dp.matchingIds('things', {})).toEqual([3, 1, 2, 4]);
  });

  it('answers getMany whole, or with only the fields meta.fields names', async () => {
    const { dp } = setup();
    expect((await dp.getMany('things', { ids: [2, 4] })).data).toEqual([
      { id: 2, thing_id: 2, name: 'banana' },
      { id: 4, thing_id: 4, name: 'apricot' },
    ]);
    expect((await dp.getMany('things', { ids: [2, 4], meta: { fields: ['name'] } })).data).toEqual([
      { id: 2, name: 'banana' },
      { id: 4, name: 'apricot' },
    ]);
  });

  it('every method returns a promise (react-admin proxies it and calls .then)', async () => {
    const { dp } = setup();
    expect(dp.invalidate('things')).toBeInstanceOf(Promise);
    expect(dp.call('things', 'list')).toBeInstanceOf(Promise);
  });

  it('does not cache a failed load', async () => {
    const http = vi
      .fn<Http>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ thing_id: 1, name: 'a' }]);
    const dp = createDataProvider([things], http);
    const params = { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    await expect(dp.getList('things', params)).rejects.toThrow('down');
    await expect(dp.getList('things', params)).resolves.toMatchObject({ total: 1 });
  });

  it("a preloaded list serves the screen's request; a failed preload is repeated by it", async () => {
    const { http, dp } = setup();
    const loading = dp.preloadList('things');
    const page = await dp.getList('things', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    await loading;
    expect(page.total).toBe(4);
    expect(http).toHaveBeenCalledTimes(1);

    const failing = vi
      .fn<Http>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ thing_id: 1, name: 'a' }]);
    const other = createDataProvider([things], failing);
    await expect(other.preloadList('things')).resolves.toBeUndefined();
    await expect(
      other.getList('things', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
    ).resolves.toMatchObject({ total: 1 });
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
