// Where whole lists live and are queried: in the list worker (workerListHost.ts), or on the page
// where there is no worker (localListHost.ts). One interface, answered by the same ListStore in
// both places, so the console behaves the same either way.
import type { FilterKind } from './filterKinds';
import type { Row } from './listQuery';

export type { Row };
export type RowId = Row['id'];

/** What the list store needs to know of a resource's list. */
export interface ListSpec {
  /** the field that names a row (the platform's id field) */
  idField: string;
  /** the sources of the list's columns: the text filter searches them as they read on screen */
  columns: readonly string[];
  /** the row field (a dotted path, through a list of objects to any) of each filter key a picker sets */
  filters?: Record<string, string>;
  /** the filter kind of each column that has one (filterKinds.ts): the Filters menu's values under those sources */
  kinds?: Record<string, FilterKind>;
  /** the titles of each column of labelled choices, by code (titleSort.ts): such a column sorts by them */
  titles?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface PageQuery {
  filter?: Record<string, unknown>;
  sort?: { field?: string; order?: string };
  /** absent: every row */
  pagination?: { page: number; perPage: number };
}

export interface ReferenceQuery {
  target: string;
  id: RowId;
  sort?: { field?: string; order?: string };
  pagination: { page: number; perPage: number };
}

export interface ListPage {
  data: Row[];
  total: number;
}

export interface ListHost {
  /** the rows of one page of the filtered, sorted list, and how many rows pass the filter */
  page(resource: string, query: PageQuery): Promise<ListPage>;
  /** the ids of every row passing `filter` ("select all matching") */
  matchingIds(resource: string, filter: Record<string, unknown>): Promise<RowId[]>;
  /**
   * The rows with these ids, in list order. With `fields`, each row carries its id and those
   * fields only: a question about many rows (a bulk action's plan) moves no more than it reads.
   */
  rows(resource: string, ids: readonly RowId[], fields?: readonly string[]): Promise<Row[]>;
  /** the rows whose `target` field is `id`, sorted and paged */
  reference(resource: string, query: ReferenceQuery): Promise<ListPage>;
  /** loads the list ahead of the first question; never rejects (a failure is not kept) */
  preload(resource: string): Promise<void>;
  /** drops the kept list: the next question loads it again */
  invalidate(resource: string): void;
  /**
   * A GET call to `url` with the bearer `token`, made off the page (a large answer is fetched and
   * parsed in the worker); absent where the host runs on the page, whose own http makes it.
   */
  call?(url: string, token: string | null): Promise<unknown>;
}

/** How the display texts the filter matches are found: see displayTexts.ts. */
export type ListDisplays = (resource: string, source: string, values: unknown[]) => Promise<(string | null)[]>;

/** What a host is built from, on the page. */
export interface ListHostSetup {
  specs: Readonly<Record<string, ListSpec>>;
  /** the list call through the page's http (the page's own host) */
  load(resource: string): Promise<unknown>;
  /** the list call's address and the bearer token, for a call made off the page (the worker) */
  access(resource: string): ListAccess;
  displays: ListDisplays;
}

export interface ListAccess {
  url: string;
  token: string | null;
}
