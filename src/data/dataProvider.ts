// One data provider for every screen: each resource's endpoint table says which platform call
// serves which react-admin method. Lists are kept whole and answered on the client: in the list
// worker where one runs (listHosts.ts), so the page receives only the rows it shows.
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { FAILURE_KEYS } from '../../shared/failureKeys';
import { isPage, type ColumnConfig, type ResourceConfig, type ScreenConfig } from '../../language/types';
import { displayedOtherwise } from './displayTexts';
import { fillPath, parseEndpoint } from './endpoint';
import { createHttp, type Http } from './http';
import type { ListHost, ListHostSetup, Row } from './listHost';
import { listHostFor } from './listHosts';
import { callAccess, listAccess, listSpecs } from './listSpecs';

export interface CallParams {
  /** values for ':name' path segments; `id` is the record id */
  params?: Record<string, unknown>;
  body?: unknown;
  /**
   * A GET whose answer is large (a report's thousands of rows): fetched and parsed in the list
   * worker where one runs, so the page's main thread only reads the parsed rows, in pieces.
   */
  offPage?: boolean;
}

export interface SlinkDataProvider extends DataProvider {
  /** any call of a resource's endpoint table, by key */
  call: <T = unknown>(resource: string, endpoint: string, options?: CallParams) => Promise<T>;
  /**
   * Drops a resource's cached list (non-GET calls already do). Returns a promise because
   * react-admin's useDataProvider proxy expects every method to.
   */
  invalidate: (resource: string) => Promise<void>;
  /**
   * Starts fetching a resource's whole list ahead of the screen asking for it. Never rejects: a
   * failure is not cached, so the screen's own request repeats the call and reports it.
   */
  preloadList: (resource: string) => Promise<void>;
  /** the ids of every row of the list matching `filter`, whatever the page ("select all matching") */
  matchingIds: (resource: string, filter: Record<string, unknown>) => Promise<Identifier[]>;
}

/** getMany's `meta.fields`, when it is a list of field names. */
const manyFields = (meta: unknown): string[] | undefined => {
  const fields = (meta as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) && fields.every((f) => typeof f === 'string') ? fields : undefined;
};

/** How a column's value reads in the table, so the text filter matches what the user sees. */
export type CellText = (config: ResourceConfig, column: ColumnConfig, value: unknown) => string;

/**
 * `http` given (tests, a stand-in platform): the lists load through it, on the page. Left out:
 * the platform's own http, and the lists live in a worker where the browser runs one.
 */
export const createDataProvider = (screens: readonly ScreenConfig[], givenHttp?: Http, cellText?: CellText): SlinkDataProvider => {
  const http = givenHttp ?? createHttp();
  const resources = new Map(screens.filter((s): s is ResourceConfig => !isPage(s)).map((s) => [s.name, s]));
  const byName = new Map(screens.map((s) => [s.name, s]));

  const config = (resource: string): ResourceConfig => {
    const found = resources.get(resource);
    if (!found) throw new Error(`Unknown resource ${resource}`);
    return found;
  };
  const withId = (cfg: ResourceConfig, record: Record<string, unknown>): Row => ({
    ...record,
    id: (record[cfg.idField] ?? record.id) as Identifier,
  });

  // A write to the list's own collection (create, update, delete, /:id/relationship) drops the
  // cached list; writes elsewhere (attributes, password, assignments) leave its rows as they
  // were, so a 100k-row list is not fetched again for them.
  const changesList = (resource: string, path: string): boolean => {
    const list = resources.get(resource)?.endpoints.list;
    if (!list) return false;
    const base = parseEndpoint(list).path.replace(/\/+$/, '');
    return path === base || path.startsWith(`${base}/`);
  };

  const call = async <T>(resource: string, key: string, { params = {}, body, offPage }: CallParams = {}): Promise<T> => {
    // Pages have endpoint tables too (My Settings, Cache), so any screen may make a call.
    const spec = byName.get(resource)?.endpoints[key];
    if (!spec) throw new Error(`Screen ${resource} has no endpoint ${key}`);
    const { method, path } = parseEndpoint(spec);
    if (offPage && method === 'GET' && lists.call) {
      const { url, token } = callAccess(fillPath(path, params));
      return (await lists.call(url, token)) as T;
    }
    const result = (await http(method, fillPath(path, params), body)) as T;
    if (method !== 'GET' && changesList(resource, path)) lists.invalidate(resource);
    return result;
  };

  const setup: ListHostSetup = {
    specs: listSpecs(screens),
    load: (resource) => call(resource, 'list'),
    access: (resource) => listAccess(config(resource)),
    displays: async (resource, source, values) => {
      const cfg = config(resource);
      const column = cfg.list.columns.find((c) => c.source === source);
      return column && cellText ? displayedOtherwise((value) => cellText(cfg, column, value), values) : values.map(() => null);
    },
  };
  const lists: ListHost = listHostFor(setup, givenHttp === undefined);

  const getOne = async (resource: string, id: Identifier): Promise<Row> => {
    const cfg = config(resource);
    if (cfg.endpoints.get) {
      const json = await call<unknown>(resource, 'get', { params: { id } });
      // Some platform calls answer a one-element array (dashboards).
      const record = (Array.isArray(json) ? json[0] : json) as Record<string, unknown>;
      return withId(cfg, record ?? {});
    }
    const [found] = await lists.rows(resource, [id]);
    if (!found) throw new HttpError(FAILURE_KEYS.notFound, 404, undefined);
    return found;
  };

  return {
    call,
    invalidate: async (resource) => lists.invalidate(resource),
    preloadList: (resource) => lists.preload(resource),
    matchingIds: (resource, filter) => lists.matchingIds(resource, filter),
    getList: async (resource, { pagination, sort, filter }) => {
      config(resource);
      const { data, total } = await lists.page(resource, { filter: filter ?? {}, sort, pagination });
      return { data: data as never[], total };
    },
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, id)) as never }),
    // meta.fields: only those fields of each row (and its id), for a question about many rows.
    getMany: async (resource, { ids, meta }) => ({ data: (await lists.rows(resource, ids, manyFields(meta))) as never[] }),
    getManyReference: async (resource, { target, id, pagination, sort }) => {
      const { data, total } = await lists.reference(resource, { target, id, sort, pagination });
      return { data: data as never[], total };
    },
    create: async (resource, { data }) => {
      const cfg = config(resource);
      const json = (await call<Record<string, unknown>>(resource, 'create', { body: data })) ?? {};
      // Where the answer names the new id otherwise (API links answer { ApiLinkId }), it is the record's id field.
      const answered = cfg.createAnswerId === undefined ? {} : { [cfg.idField]: json[cfg.createAnswerId] };
      return { data: withId(cfg, { ...data, ...json, ...answered }) as never };
    },
    update: async (resource, { id, data }) => {
      const cfg = config(resource);
      const json = await call<Record<string, unknown>>(resource, 'update', { params: { id }, body: data });
      return { data: withId(cfg, { ...data, ...(json && typeof json === 'object' ? json : {}), id }) as never };
    },
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) await call(resource, 'update', { params: { id }, body: data });
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await call(resource, 'delete', { params: { id } });
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await call(resource, 'delete', { params: { id } });
      return { data: ids };
    },
  };
};
