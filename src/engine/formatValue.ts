import type { ColumnConfig, ColumnType, InlineSchema } from '../../language/types';
import { schemaProperty } from './columnLabel';
import { choiceTitle, schemaChoices } from './schemaChoices';
import type { Translate } from './translate';

const formatDateTime = (value: unknown) => {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value ?? '') : date.toLocaleString();
};

/** A credential's last four characters; nothing of a short one. */
const lastFour = (value: string) => (value.length > 8 ? value.slice(-4) : '');

/** A value as text, by display type; shared by table cells and details views. */
export const formatValue = (translate: Translate, type: ColumnType | undefined, value: unknown): string => {
  switch (type) {
    case 'secret':
      return typeof value === 'string' && value !== '' ? translate('format.secret', { last: lastFour(value) }) : '';
    case 'enabled':
      return translate(value === true || value === 1 || value === '1' ? 'status.enabled' : 'status.disabled');
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'datetime':
      return value ? formatDateTime(value) : '';
    case 'count':
      return String(Array.isArray(value) ? value.length : Number(value ?? 0));
    default:
      if (Array.isArray(value)) return value.join(', ');
      return value === null || value === undefined ? '' : String(value);
  }
};

type Property = Parameters<typeof choiceTitle>[0] & { type?: unknown; format?: string; items?: object };

/**
 * A field's value as text: the title of a labelled choice (the schema's `oneOf`), else by display
 * type; without one, as its schema types it: a list of choices as their titles in the schema's
 * order (a code it does not label as it is, last), a yes/no as Yes or No. Days and times read as
 * stored (a column's `type: 'datetime'` shows an instant in the locale): every byte here loads
 * with the first screen.
 */
export const fieldText = (translate: Translate, property: Property | undefined, type: ColumnType | undefined, value: unknown): string => {
  const listed = !type && Array.isArray(value) && schemaChoices(property?.items);
  if (listed) {
    const codes = value.map(String);
    const known = listed.filter((c) => codes.includes(c.id));
    return [...known.map((c) => c.name), ...codes.filter((code) => !known.some((c) => c.id === code))].join(', ');
  }
  // Of JSON Schema's types only 'boolean' names a display type; any other reads as plain text.
  return choiceTitle(property, value) ?? formatValue(translate, type ?? (property?.type as ColumnType | undefined), value);
};

/** A list cell as the table shows it; the text filter and the CSV export read the same. */
export const cellText = (translate: Translate, schema: InlineSchema, column: Pick<ColumnConfig, 'source' | 'type'>, value: unknown) =>
  fieldText(translate, schemaProperty(schema, column.source), column.type, value);
