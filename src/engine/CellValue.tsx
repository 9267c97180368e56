import { useRecordContext, useTranslate } from 'react-admin';
import type { ColumnConfig } from '../../resources/types';

const formatDateTime = (value: unknown) => {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value ?? '') : date.toLocaleString();
};

/** One table cell, formatted by the column's type. */
export const CellValue = ({ column }: { column: ColumnConfig }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = record?.[column.source];
  switch (column.type) {
    case 'enabled':
      return <>{translate(value ? 'status.enabled' : 'status.disabled')}</>;
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'datetime':
      return <>{value ? formatDateTime(value) : ''}</>;
    case 'count':
      return <>{Array.isArray(value) ? value.length : Number(value ?? 0)}</>;
    case 'list':
      return <>{Array.isArray(value) ? value.join(', ') : String(value ?? '')}</>;
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>;
  }
};
