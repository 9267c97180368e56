import type { FormConfig } from '../../language/types';

/** A record field's value as a declaration's key: trimmed, lower-cased ('' for none). */
export const fieldKey = (record: Record<string, unknown> | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
};

/** The i18n key of a form's dialog title: by a record field when `titleBy` says so, else `title`. */
export const formTitle = (form: Pick<FormConfig, 'title' | 'titleBy'>, record: Record<string, unknown> | undefined): string => {
  if (!form.titleBy || !record) return form.title;
  return form.titleBy.titles[fieldKey(record, form.titleBy.field)] ?? form.title;
};
