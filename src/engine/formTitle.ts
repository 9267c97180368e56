import type { FormConfig } from '../../resources/types';

/** The i18n key of a form's dialog title: by a record field when `titleBy` says so, else `title`. */
export const formTitle = (form: Pick<FormConfig, 'title' | 'titleBy'>, record: Record<string, unknown> | undefined): string => {
  if (!form.titleBy || !record) return form.title;
  const value = record[form.titleBy.field];
  const key = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  return form.titleBy.titles[key] ?? form.title;
};
