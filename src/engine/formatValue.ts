import type { ColumnConfig, ColumnType, InlineSchema } from '../../language/types';
import { schemaProperty } from './columnLabel';
import { choiceTitle } from './schemaChoices';
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

/** A field's value as text: the title of a labelled choice (the schema's `oneOf`), else by display type. */
export const fieldText = (
  translate: Translate,
  property: Parameters<typeof choiceTitle>[0],
  type: ColumnType | undefined,
  value: unknown,
): string => choiceTitle(property, value) ?? formatValue(translate, type, value);

/** A list cell as the table shows it; the text filter and the CSV export read the same. */
export const cellText = (translate: Translate, schema: InlineSchema, column: Pick<ColumnConfig, 'source' | 'type'>, value: unknown) =>
  fieldText(translate, schemaProperty(schema, column.source), column.type, value);
