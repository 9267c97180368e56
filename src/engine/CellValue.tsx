import { useRecordContext, useTranslate } from 'react-admin';
import type { ColumnConfig } from '../../resources/types';
import { formatValue } from './formatValue';

/** One table cell, formatted by the column's type. */
export const CellValue = ({ column }: { column: ColumnConfig }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <>{formatValue(translate, column.type, record?.[column.source])}</>;
};
