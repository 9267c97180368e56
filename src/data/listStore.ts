// Whole lists, loaded once per resource and kept until dropped (a write to the list's own
// collection drops it); every question is answered from the kept copy, in the order filter →
// sort → page (orderedRows.ts), so paging, sorting and filtering never load again. The same
// store runs in the list worker and, where there is no worker, on the page.
import { displayTable, displayText, type Displays } from './displayTexts';
import type { ListHost, ListPage, ListSpec, PageQuery, ReferenceQuery, RowId } from './listHost';
import { filterParts, filterPositions, indexList, pageRows, sortRows, type IndexedList, type Row } from './listQuery';
import { orderedPage } from './orderedRows';
import { whenIdle } from './whenIdle';
import { addTitles, sortByTitles } from './titleSort';

export interface ListSource {
  /** the whole list as the platform answers it */
  load(resource: string): Promise<unknown>;
  /** how a column's values read on screen (displayTexts.ts) */
  displays(resource: string, source: string, values: unknown[]): Promise<(string | null)[]>;
}

/** The display tables of a list's columns; a column whose table cannot be had reads as plain text. */
const columnTexts = async (rows: Row[], columns: readonly string[], displays: Displays) =>
  Promise.all(columns.map((source) => displayTable(rows, source, displays).catch(() => new Map<unknown, string>())));

export class ListStore implements ListHost {
  private readonly lists = new Map<string, Promise<IndexedList>>();

  /** `idle`: when background work may run (the worker waits for the page to be idle) */
  constructor(
    private readonly specs: Readonly<Record<string, ListSpec>>,
    private readonly source: ListSource,
    private readonly idle: (run: () => void) => void = whenIdle,
  ) {}

  private spec(resource: string): ListSpec {
    const spec = this.specs[resource];
    if (!spec) throw new Error(`Unknown resource ${resource}`);
    return spec;
  }

  /** The rows named by their id field (set in place: 100k copies are not free), then indexed. */
  private index(resource: string, json: unknown): IndexedList {
    const { idField, columns, titles } = this.spec(resource);
    const rows = (Array.isArray(json) ? json : []) as Row[];
    for (const row of rows) row.id = (row[idField] ?? row.id) as RowId;
    addTitles(rows, titles);
    // The first page needs no display texts: they are asked for once it is answered.
    const tables = columns.map(() => new Map<unknown, string>());
    const textsReady = new Promise<void>((ready) =>
      this.idle(
        () =>
          void columnTexts(rows, columns, (source, values) => this.source.displays(resource, source, values)).then((found) => {
            found.forEach((table, i) => (tables[i] = table));
            ready();
          }),
      ),
    );
    return indexList(
      rows,
      columns.map((source, i) => ({ source, display: (value: unknown) => displayText(tables[i], value) })),
      textsReady,
      this.idle,
    );
  }

  private list(resource: string): Promise<IndexedList> {
    let entry = this.lists.get(resource);
    if (!entry) {
      this.spec(resource);
      const loading = this.source.load(resource).then((json) => this.index(resource, json));
      // A failed load is not kept: the next question tries again.
      loading.catch(() => this.lists.get(resource) === loading && this.lists.delete(resource));
      this.lists.set(resource, (entry = loading));
    }
    return entry;
  }

  /** The list, once its search texts can be built when `filter` has a text. */
  private async searchable(resource: string, filter: Record<string, unknown>): Promise<IndexedList> {
    const list = await this.list(resource);
    if (filterParts(filter).q) await list.textsReady;
    return list;
  }

  async page(resource: string, { filter = {}, sort, pagination }: PageQuery): Promise<ListPage> {
    const list = await this.searchable(resource, filter);
    const spec = this.spec(resource);
    return orderedPage(list, filter, spec, sortByTitles(sort, spec.titles), pagination);
  }

  async matchingIds(resource: string, filter: Record<string, unknown>): Promise<RowId[]> {
    const list = await this.searchable(resource, filter);
    return filterPositions(list, filter, this.spec(resource)).map((i) => list.rows[i].id);
  }

  async rows(resource: string, ids: readonly RowId[], fields?: readonly string[]): Promise<Row[]> {
    const wanted = new Set(ids.map(String));
    const found = (await this.list(resource)).rows.filter((r) => wanted.has(String(r.id)));
    return fields ? found.map((row) => Object.fromEntries([['id', row.id], ...fields.map((f) => [f, row[f]])]) as Row) : found;
  }

  async reference(resource: string, { target, id, sort, pagination }: ReferenceQuery): Promise<ListPage> {
    const referring = (await this.list(resource)).rows.filter((r) => String(r[target]) === String(id));
    const by = sortByTitles(sort, this.spec(resource).titles);
    const rows = sortRows(referring, by?.field, by?.order);
    return { data: pageRows(rows, pagination.page, pagination.perPage), total: rows.length };
  }

  async preload(resource: string): Promise<void> {
    try {
      await this.list(resource);
    } catch {
      // Not kept: the screen's own question loads it again and reports the failure.
    }
  }

  invalidate(resource: string): void {
    this.lists.delete(resource);
  }
}
