import { memo } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { ColumnConfig, InlineSchema } from '../../language/types';
import { cellText } from './formatValue';
import { RowActionButtons, type RowAction, type RunRowAction } from './RowActions';
import { LinkedText } from './LinkedText';
import { RowSelectInput } from './SelectInputs';
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

type CellProps = Pick<Props, 'record' | 'columns' | 'schema' | 'actions' | 'onAction' | 'open' | 'translate'>;

/**
 * The row's cells and action buttons, memoised apart from its checkbox: ticking rows (one, a
 * page of 1,000, or a bulk run's end leaving the refused ones ticked) draws only the checkboxes
 * again, not every row's texts and buttons (bench/, bulk: the longest wait of a 20 ms timer).
 */
const RowCells = memo(({ record, columns, schema, actions, onAction, open, translate }: CellProps) => (
  <>
    {columns.map((column) => {
      const text = cellText(translate, schema, column, record[column.source]);
      return (
        <td key={column.source}>
          <LinkedText link={column.link} text={text} onOpen={(mode) => open(mode, record.id)} className={ROW_ACTION.link} />
        </td>
      );
    })}
    {/* The cell stays when this role may use none of the actions, so columns keep lining up. */}
    {actions && (
      <td className={ROW_ACTION.actions}>
        <RowActionButtons record={record} actions={actions} onAction={onAction} />
      </td>
    )}
  </>
));

/**
 * One list row: cells by column type, a link column opening its form mode, the action buttons.
 * Memoised by record: a row whose record and place stay the same (a filter that keeps the first
 * rows) is not drawn again.
 */
export const ResourceTableRow = memo(({ selected, onSelect, name, ...cells }: Props) => (
  // Focusable by click, the arrow keys (tableKeys.ts) or Tab as the rows' one stop (tableTabStop.ts): Space then ticks it.
  <tr
    tabIndex={onSelect ? -1 : undefined}
    aria-selected={onSelect ? selected : undefined}
    data-id={onSelect ? String(cells.record.id) : undefined}
  >
    {onSelect && (
      <td className={ROW_ACTION.select}>
        <RowSelectInput selected={!!selected} onToggle={() => onSelect(cells.record.id)} name={name} translate={cells.translate} />
      </td>
    )}
    <RowCells {...cells} />
  </tr>
));
