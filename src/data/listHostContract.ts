// What every list host must answer, and how: run against the page's own host
// (localListHost.test.ts) and the worker's (workerListHost.test.ts), so both behave alike.
// The query logic itself is tested once, in listQuery.test.ts and orderedRows.test.ts.
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { displayedOtherwise, SAMPLE } from './displayTexts';
import type { CallFailure } from './httpAnswer';
import type { ListHost, ListHostSetup, ListSpec } from './listHost';
import { ROWS_PER_MESSAGE } from './listWorker/protocol';

/** The platform behind a host: the list it answers, how often it was asked, a failure to answer. */
export interface FakeList {
  rows: Record<string, unknown>[];
  loads: number;
  failure?: CallFailure;
}

export const SPECS: Record<string, ListSpec> = {
  people: {
    idField: 'login_id',
    columns: ['name', 'enabled', 'seen'],
    filters: { group: 'groups.group_id' },
    kinds: { name: 'text', enabled: 'flag', groups: 'number' },
  },
};

/** How cells read: statuses as words, dates (a value per row, more than SAMPLE) as a day. */
const cellText = (source: string, value: unknown): string =>
  source === 'enabled' ? (value ? 'Enabled' : 'Disabled') : source === 'seen' ? `day ${String(value).slice(8)}` : String(value ?? '');

/** The page's side of a host; `load` is the page's http answering the list call. */
export const pageSetup = (load: () => Promise<unknown>): ListHostSetup => ({
  specs: SPECS,
  load,
  access: () => ({ url: 'https://platform.test/people', token: 'tok' }),
  displays: async (_, source, values) => displayedOtherwise((value) => cellText(source, value), values),
});

const COUNT = ROWS_PER_MESSAGE + 500;

export const people = (): Record<string, unknown>[] =>
  Array.from({ length: COUNT }, (_, i) => ({
    login_id: i + 1,
    name: `person ${String(i + 1).padStart(5, '0')}`,
    enabled: i % 4 !== 0,
    seen: `2026-01-${String(i).padStart(6, '0')}`,
    groups: i % 10 === 0 ? [{ group_id: 7 }] : [],
  }));

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

const byName = { field: 'name', order: 'DESC' };

export const describeListHost = (name: string, hostOver: (list: FakeList) => ListHost) =>
  describe(`${name}: the list host contract`, () => {
    const fresh = () => {
      const list: FakeList = { rows: people(), loads: 0 };
      return { list, host: hostOver(list) };
    };

    it('answers a page: filter, then sort, then page; the total counts the filtered rows', async () => {
      const { list, host } = fresh();
      const page = await host.page('people', { filter: {}, sort: byName, pagination: { page: 2, perPage: 3 } });
      expect(page).toEqual({
        total: COUNT,
        data: list.rows
          .slice(-6, -3)
          .reverse()
          .map((r) => ({ ...r, id: r.login_id })),
      });
      const filtered = await host.page('people', { filter: { q: 'PERSON 0001' }, sort: byName, pagination: { page: 1, perPage: 2 } });
      expect(filtered.total).toBe(10);
      expect(filtered.data.map((r) => r.id)).toEqual([19, 18]);
      expect(list.loads).toBe(1);
    });

    it('matches cells as they read on screen, for few values and for many', async () => {
      const { host } = fresh();
      const disabled = await host.page('people', { filter: { q: 'disabled' }, pagination: { page: 1, perPage: 5 } });
      expect(disabled.total).toBe(COUNT / 4);
      expect((await host.page('people', { filter: { q: 'true' } })).total).toBe(0);
      expect(COUNT).toBeGreaterThan(SAMPLE);
      const day = await host.page('people', { filter: { q: 'day 002490' } });
      expect(day.data.map((r) => r.id)).toEqual([2491]);
    });

    it('filters by a column filter (membership in an array of objects)', async () => {
      const { host } = fresh();
      expect((await host.page('people', { filter: { group: 7 }, pagination: { page: 1, perPage: 1 } })).total).toBe(COUNT / 10);
    });

    it('answers the ids of every row matching a filter, whatever the page', async () => {
      const { host } = fresh();
      const ids = await host.matchingIds('people', { q: 'disabled', group: 7 });
      expect(ids).toEqual(people().flatMap((r, i) => (i % 20 === 0 ? [r.login_id] : [])));
    });

    it("filters by the columns' filters (a status, a count), with the text, in pages and in the ids", async () => {
      const { host } = fresh();
      const filter = { enabled: { in: ['false'] }, groups: { min: 1 } };
      const wanted = people().flatMap((r, i) => (i % 20 === 0 ? [r.login_id] : []));
      const page = await host.page('people', { filter, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 3 } });
      expect(page).toMatchObject({ total: wanted.length, data: wanted.slice(0, 3).map((id) => ({ id })) });
      expect(await host.matchingIds('people', filter)).toEqual(wanted);
      expect(await host.matchingIds('people', { ...filter, q: 'person 0004' })).toEqual([41]);
      expect((await host.page('people', { filter: { enabled: { in: [true, 1] } } })).total).toBe(COUNT - COUNT / 4);
    });

    it("filters by a text column's words (contains, is), whatever their case, with the text box, in pages and in the ids", async () => {
      const { host } = fresh();
      const holding = await host.page('people', { filter: { name: { contains: 'SON 0001' } }, pagination: { page: 1, perPage: 3 } });
      expect(holding).toMatchObject({ total: 10, data: [{ id: 10 }, { id: 11 }, { id: 12 }] });
      expect(await host.matchingIds('people', { name: { is: 'Person 00041' } })).toEqual([41]);
      expect(await host.matchingIds('people', { name: { is: 'person 0004' } })).toEqual([]);
      expect(await host.matchingIds('people', { name: { contains: '0004' }, q: 'disabled' })).toEqual([41, 45, 49]);
    });

    it('ignores a column filter that makes no sense (a hand-edited address) rather than failing', async () => {
      const { host } = fresh();
      const filter = { enabled: { in: 'false' }, groups: { min: 'many', max: [] } };
      expect((await host.page('people', { filter, pagination: { page: 1, perPage: 1 } })).total).toBe(COUNT);
      expect(await host.matchingIds('people', { ...filter, q: 'person 0002' })).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    });

    it('answers every row in order, more than one message holds', async () => {
      const { host } = fresh();
      const all = await host.page('people', { filter: {}, sort: byName });
      expect(all.total).toBe(COUNT);
      expect(all.data.map((r) => r.id)).toEqual(
        people()
          .map((r) => r.login_id)
          .reverse(),
      );
    });

    it('answers rows by id and rows referring to a record', async () => {
      const { host } = fresh();
      expect((await host.rows('people', [3, '5', 999999])).map((r) => r.name)).toEqual(['person 00003', 'person 00005']);
      const referring = await host.reference('people', {
        target: 'enabled',
        id: 'false',
        sort: byName,
        pagination: { page: 1, perPage: 2 },
      });
      expect(referring.total).toBe(COUNT / 4);
      expect(referring.data.map((r) => r.id)).toEqual([COUNT - 3, COUNT - 7]);
    });

    it('answers many rows at once, whole or with only the fields asked for', async () => {
      const { host } = fresh();
      const ids = people().map((r) => r.login_id as number);
      // More rows than one message carries: the worker sends them in pieces ahead of its answer.
      const whole = await host.rows('people', ids);
      expect(whole).toHaveLength(COUNT);
      expect(whole[COUNT - 1]).toMatchObject({ id: COUNT, name: `person ${String(COUNT).padStart(5, '0')}`, groups: [] });
      const named = await host.rows('people', ids, ['name', 'enabled']);
      expect(named).toHaveLength(COUNT);
      expect(named[0]).toEqual({ id: 1, name: 'person 00001', enabled: false });
      expect(named.every((r) => Object.keys(r).length === 3)).toBe(true);
    });

    it('keeps the list until it is dropped, then loads it again', async () => {
      const { list, host } = fresh();
      await host.preload('people');
      await host.page('people', { filter: { q: 'x' } });
      expect(list.loads).toBe(1);
      list.rows = list.rows.slice(0, 3);
      host.invalidate('people');
      expect((await host.page('people', {})).total).toBe(3);
      expect(list.loads).toBe(2);
    });

    it("fails a question as the platform failed the list call (react-admin's HttpError), and keeps no failure", async () => {
      const { list, host } = fresh();
      list.failure = { message: 'Token expired', status: 401, body: { message: 'Token expired' } };
      await expect(host.preload('people')).resolves.toBeUndefined();
      const error = await failureOf(host.page('people', {}));
      expect([error.message, error.status, error.body]).toEqual(['Token expired', 401, { message: 'Token expired' }]);
      list.failure = undefined;
      expect((await host.page('people', {})).total).toBe(COUNT);
    });

    it('refuses a resource it does not know', async () => {
      const { host } = fresh();
      await expect(host.page('nobody', {})).rejects.toThrow('Unknown resource nobody');
    });
  });
