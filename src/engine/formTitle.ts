import { formTexts, sectionTexts } from '../../language/screenTexts';
import type { FormConfig } from '../../language/types';

/** A record field's value as a declaration's key: trimmed, lower-cased ('' for none). */
export const fieldKey = (record: Record<string, unknown> | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
};

/** The i18n key of a form's dialog title: that of the item section the record gets (`itemsBy`), else the mode's own. */
export const formTitle = (
  screen: string,
  mode: string,
  form: Pick<FormConfig, 'items' | 'itemsBy'>,
  record: Record<string, unknown> | undefined,
): string => {
  const own = formTexts(screen, mode).title;
  const key = form.itemsBy && record ? fieldKey(record, form.itemsBy.field) : '';
  return form.items?.[key] ? sectionTexts(screen, `items.${key}`).title : own;
};
