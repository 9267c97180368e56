import { memo } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { ColumnConfig, InlineSchema } from '../../language/types';
import { cellText } from './formatValue';
import { RowActionButtons, type RowAction, type RunRowAction } from './RowActions';
import { ROW_ACTION } from './tableBodyStyle';

interface Props {
  record: RaRecord;
  columns: readonly ColumnConfig[];
  /** the screen's schema: a column of labelled choices shows their titles */
  schema: InlineSchema;
  /** the role's actions; undefined when the screen has no Actions column */
  actions: RowAction[] | undefined;
  onAction: RunRowAction;
  open: (mode: string, id?: Identifier) => void;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** the row's selection for bulk actions; undefined when this role has none on the screen */
  selected?: boolean;
  onSelect?: (id: Identifier) => void;
  /** the row's name for its checkbox's label */
  name?: string;
}

/**
 * One list row: cells by column type, a link column opening its form mode, the action buttons.
 * Memoised by record: a row whose record and place stay the same (a filter that keeps the first
 * rows) is not drawn again.
 */
export const ResourceTableRow = memo(({ record, columns, schema, actions, onAction, open, translate, selected, onSelect, name }: Props) => (
  // Focusable by click or by the arrow keys (useRowKeys), not by Tab: Space then toggles its checkbox.
  <tr
    tabIndex={onSelect ? -1 : undefined}
    aria-selected={onSelect ? selected : undefined}
    data-id={onSelect ? String(record.id) : undefined}
  >
    {onSelect && (
      <td className={ROW_ACTION.select}>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onSelect(record.id)}
          aria-label={translate('table.selectRow', { name })}
        />
      </td>
    )}
    {columns.map((column) => {
      const text = cellText(translate, schema, column, record[column.source]);
      return (
        <td key={column.source}>
          {column.link ? (
            <button type="button" className={ROW_ACTION.link} onClick={() => open(column.link!, record.id)}>
              {text}
            </button>
          ) : (
            text
          )}
        </td>
      );
    })}
    {/* The cell stays when this role may use none of the actions, so columns keep lining up. */}
    {actions && (
      <td>
        <RowActionButtons record={record} actions={actions} onAction={onAction} />
      </td>
    )}
  </tr>
));
