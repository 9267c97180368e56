// A list's saved views: a filter, a sort, a page, a page size and a column choice under a name; one of
// them may be the view the list opens with at its bare address.
import { readColumnChoice, type ColumnChoice } from './columnChoice';

export interface SavedView {
  name: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** the page it was saved on; absent (views kept before pages were): the first */
  page?: number;
  perPage: number;
  /** absent: the declared columns */
  columns?: ColumnChoice;
  /** opened at the list's bare address */
  isDefault?: boolean;
}

export const VIEW_NAME_MAX = 40;

const readView = (value: unknown): SavedView | undefined => {
  const { name, filter, sort, page, perPage, columns, isDefault } = (value ?? {}) as SavedView;
  const view = {
    name,
    filter,
    sort: { field: sort?.field, order: sort?.order },
    page,
    perPage,
    columns: columns && readColumnChoice(columns),
    isDefault,
  };
  const valid =
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= VIEW_NAME_MAX &&
    filter?.constructor === Object &&
    typeof view.sort.field === 'string' &&
    /^(ASC|DESC)$/.test(view.sort.order) &&
    perPage > 0 &&
    Number.isInteger(perPage) &&
    (page === undefined || (page > 0 && Number.isInteger(page))) &&
    (!columns || !!view.columns) &&
    [undefined, true, false].includes(isDefault);
  return valid ? view : undefined;
};

/** The stored views, or undefined when the value is not a list of them all readable. */
export const readSavedViews = (value: unknown): SavedView[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const views = value.map(readView);
  return views.every((v) => v !== undefined) ? views : undefined;
};

export const defaultView = (views: readonly SavedView[] | undefined) => views?.find((v) => v.isDefault);
