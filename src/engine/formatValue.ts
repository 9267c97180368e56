import type { ColumnType } from '../../resources/types';

const formatDateTime = (value: unknown) => {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value ?? '') : date.toLocaleString();
};

/** A value as text, by display type; shared by table cells and details views. */
/** A credential's last four characters; nothing of a short one. */
const lastFour = (value: string) => (value.length > 8 ? value.slice(-4) : '');

export const formatValue = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  type: ColumnType | undefined,
  value: unknown,
): string => {
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
