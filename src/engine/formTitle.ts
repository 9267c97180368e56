import { formTexts, sectionTexts } from '../../language/screenTexts';
import type { FormConfig } from '../../language/types';

/** A record field's value as a declaration's key: trimmed, lower-cased ('' for none). */
export const fieldKey = (record: Record<string, unknown> | undefined, field: string): string => {
  const value = record?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
};

/** The i18n key of a form's dialog title: that of the item section the record gets (`items.by`), else the mode's own. */
export const formTitle = (
  screen: string,
  mode: string,
  form: Pick<FormConfig, 'items'>,
  record: Record<string, unknown> | undefined,
): string => {
  const own = formTexts(screen, mode).title;
  const key = form.items && record ? fieldKey(record, form.items.by) : '';
  return form.items?.sections[key] ? sectionTexts(screen, `items.${key}`).title : own;
};
