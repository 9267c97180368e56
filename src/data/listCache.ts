// Whole lists, fetched once per resource and kept until a mutation of that resource.
// Paging, sorting and filtering never refetch.
import { indexList, type IndexedList, type Row, type SearchColumn } from './listQuery';

export class ListCache {
  private lists = new Map<string, Promise<IndexedList>>();

  get(resource: string, load: () => Promise<Row[]>, searchColumns: readonly SearchColumn[]): Promise<IndexedList> {
    let entry = this.lists.get(resource);
    if (!entry) {
      entry = load().then((rows) => indexList(rows, searchColumns));
      // A failed load is not cached: the next request tries again.
      entry.catch(() => this.lists.delete(resource));
      this.lists.set(resource, entry);
    }
    return entry;
  }

  invalidate(resource: string): void {
    this.lists.delete(resource);
  }

  clear(): void {
    this.lists.clear();
  }
}
