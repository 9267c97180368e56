import { formTexts, sectionTexts } from '../../language/screenTexts';
import type { FormConfig } from '../../language/types';

/** A record field's value as a declaration's key: trimmed, lower-cased ('' for none). */
export const fieldKey = (record: Record<string, unknown> | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
};

/** The i18n key of a form's dialog title: that of the item section the record gets (`assign.items.by`), else the mode's own. */
export const formTitle = (
  screen: string,
  mode: string,
  form: Pick<FormConfig, 'assign'>,
  record: Record<string, unknown> | undefined,
): string => {
  const own = formTexts(screen, mode).title;
  const items = form.assign?.items;
  const key = items && record ? fieldKey(record, items.by) : '';
  return items?.sections[key] ? sectionTexts(screen, `items.${key}`).title : own;
};
