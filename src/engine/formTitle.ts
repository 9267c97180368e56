import type { FormConfig } from '../../language/types';

/** A record field's value as a declaration's key: trimmed, lower-cased ('' for none). */
export const fieldKey = (record: Record<string, unknown> | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
};

/** The i18n key of a form's dialog title: that of the item section the record gets (`itemsBy`), else `title`. */
export const formTitle = (form: Pick<FormConfig, 'title' | 'items' | 'itemsBy'>, record: Record<string, unknown> | undefined): string => {
  if (!form.itemsBy || !record) return form.title;
  return form.items?.[fieldKey(record, form.itemsBy.field)]?.title ?? form.title;
};
