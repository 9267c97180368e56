// The list table: MUI's Table driven by react-admin's list context (rows, sort, setSort).
//
// Why not react-admin's <DataTable>: besides rows and sortable headers it always imports bulk
// selection (checkboxes, the bulk delete confirmation dialog), the column selector and its
// preferences, row expansion and a Tooltip with popper on every sortable header: about 35 KB
// gzip on the console's first screen that no screen here uses (bench/; the first screen's 200 KB
// budget). The list's state stays react-admin's: paging, sorting and filtering go through
// ListBase's context exactly as DataTable's would.
import { useDeferredValue, type KeyboardEvent } from 'react';
import { Table } from '@mui/material';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { columnHeader } from './columnLabel';
import { NoRecords } from './NoRecords';
import { ResourceTableHead } from './ResourceTableHead';
import { ResourceTableRow } from './ResourceTableRow';
import { useRowActions } from './RowActions';
import { useColumnChoice } from './listViews/useColumnChoice';
import { ROW_ACTION } from './tableBodyStyle';
import { TableBodyStyles } from './TableBodyStyles';
import { useRowSelection } from './bulk/useRowSelection';
import { rowActionsOf } from '../../language/rowActions';
import { onTableKey } from './tableKeys';
import { keepOneTabStop } from './tableTabStop';

/**
 * Above this many rows a page draws them as deferred work, which React draws in slices with the
 * page answering input in between; smaller pages draw at once (bench/: keystroke to rows).
 */
export const MANY_ROWS = 100;

export const ResourceTable = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { actions, onAction, open } = useRowActions(config);
  const { data, isPending, sort, setSort } = useListContext();
  const { columns } = useColumnChoice(config);
  const selection = useRowSelection(config, data);
  // The Actions column shows when the screen has row actions, even if this role may use none.
  const hasActions = rowActionsOf(config).length > 0;
  const actionsLabel = hasActions ? translate('actions.rowActions') : undefined;
  const { page } = selection;
  // A page of many rows changed whole (the answer after a bulk run on 1,000 rows, their selection
  // at its end) took about 50 ms to draw in one task and as long again to lay out: the page then
  // did not answer input for over 100 ms (bench/, bulk: the longest wait of a 20 ms timer). Drawn
  // deferred, the rows keep their last drawing (each row is memoised) until the slices are done;
  // the header's checkbox and the bulk toolbar follow the selection at once. That wait went from
  // 80-103 to 33-61 ms (bulk Disable of 1,000 users at 10k and 100k, builds alternated).
  // Smaller pages pass no value to defer: a deferred value that changes draws the table again.
  const many = (data?.length ?? 0) > MANY_ROWS;
  const deferredData = useDeferredValue(many ? data : undefined);
  const deferredIds = useDeferredValue(many ? selection.ids : undefined);
  const rows = (many && deferredData) || data;
  const ids = (many && deferredIds) || selection.ids;
  // One function for the list's life, calling the latest toggle: the memoised header keeps it.
  const togglePage = useEvent(page.toggle);
  // Enter on a focused row opens its View, where this role has one.
  const canView = actions.some((a) => a.mode === 'show');
  const onKeyDown = useEvent((event: KeyboardEvent<HTMLElement>) => {
    const openView = canView
      ? (text: string) => {
          const record = rows?.find((r) => String(r.id) === text);
          if (record) open('show', record.id);
        }
      : undefined;
    if (onTableKey(event, { toggle: selection.toggleByText, openView })) event.preventDefault();
  });
  if (!isPending && !data?.length) {
    const labels = columns.map((c) => columnHeader(translate, config.name, config.schema, c.source));
    return <NoRecords labels={actionsLabel === undefined ? labels : [...labels, actionsLabel]} />;
  }
  return (
    // A plain box, not MUI's Box: its sx would be styled again at every drawing of the rows.
    // A table wider than the screen scrolls in it, its first and Actions columns kept in view.
    <div className={ROW_ACTION.box} style={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={isPending}>
        <ResourceTableHead
          config={config}
          columns={columns}
          sort={sort}
          setSort={setSort}
          actionsLabel={actionsLabel}
          selectPage={selection.enabled ? { all: page.all, some: page.some, toggle: togglePage } : undefined}
        />
        <tbody className={ROW_ACTION.body} onKeyDown={onKeyDown} ref={keepOneTabStop}>
          {/* Keyed by position, not id: a keystroke or page change swaps most rows, and updating
              the rows in place costs far less than replacing their elements (100k users: keystroke
              median about 65 against 80 ms, max 90 against 130 ms). */}
          {rows?.map((record, index) => (
            <ResourceTableRow
              key={index}
              record={record}
              columns={columns}
              schema={config.schema}
              actions={hasActions ? actions : undefined}
              onAction={onAction}
              open={open}
              translate={translate}
              selected={selection.enabled ? ids.has(record.id) : undefined}
              onSelect={selection.enabled ? selection.toggle : undefined}
              name={selection.enabled ? selection.nameOf(record) : undefined}
            />
          ))}
        </tbody>
      </Table>
      <TableBodyStyles />
    </div>
  );
};
