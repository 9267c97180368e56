// The list table by keyboard, as WAI-ARIA's data grid pattern moves: the arrow keys go between
// rows (same column) and between the controls of a row, Home and End to a row's first and last,
// Ctrl+Home and Ctrl+End to the first and last row; Space ticks the focused row, Enter opens its
// View; `b` moves to the bulk actions while rows are selected. The rows are one Tab stop
// (tableTabStop.ts).
import type { KeyboardEvent } from 'react';

/** Where in a row focus may stop: the row itself where it can hold focus (a selectable list), then its enabled controls. */
export const stopsOf = (row: Element): HTMLElement[] => [
  ...(row.hasAttribute('tabindex') ? [row as HTMLElement] : []),
  ...row.querySelectorAll<HTMLElement>('td input:not([disabled]), td button:not([disabled]), td a[href]'),
];

/** The element the bulk actions' toolbar focuses first (bulk/BulkBar.tsx). */
export const BULK_TOOLBAR_SELECTOR = '[role="toolbar"][data-bulk] button:not([disabled])';

export interface TableKeys {
  /** ticks or unticks the row with this data-id (a selectable list) */
  toggle?: (id: string) => void;
  /** opens the row's View, where the role has one */
  openView?: (id: string) => void;
}

const rowsOf = (row: Element) => [...(row.parentElement?.children ?? [])];

/** What a key does in the table's body; true when it was the table's to handle. */
export const onTableKey = (event: KeyboardEvent<HTMLElement>, { toggle, openView }: TableKeys): boolean => {
  if (event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  const row = target.closest('tr');
  if (!row) return false;
  const id = row.dataset.id;
  const stops = stopsOf(row);
  const at = Math.max(0, stops.indexOf(target));
  const moveTo = (element: HTMLElement | undefined) => {
    if (!element) return false;
    element.focus();
    return true;
  };
  const inRow = (other: Element | undefined) => {
    if (!other) return undefined;
    const theirs = stopsOf(other);
    return theirs[Math.min(at, theirs.length - 1)];
  };
  const rows = rowsOf(row);
  switch (event.key) {
    case 'ArrowDown':
      return moveTo(inRow(row.nextElementSibling ?? undefined)) || true;
    case 'ArrowUp':
      return moveTo(inRow(row.previousElementSibling ?? undefined)) || true;
    case 'ArrowRight':
      return moveTo(stops[at + 1]) || true;
    case 'ArrowLeft':
      return moveTo(stops[at - 1]) || true;
    case 'Home':
      return moveTo(event.ctrlKey ? stopsOf(rows[0]!)[0] : stops[0]);
    case 'End':
      return moveTo(event.ctrlKey ? stopsOf(rows.at(-1)!).at(-1) : stops.at(-1));
    case ' ':
      if (target !== row || !id || !toggle) return false;
      toggle(id);
      return true;
    case 'Enter':
      if (target !== row || !id || !openView) return false;
      openView(id);
      return true;
    case 'b':
      if (event.ctrlKey || event.shiftKey) return false;
      return moveTo(document.querySelector<HTMLElement>(BULK_TOOLBAR_SELECTOR) ?? undefined);
    default:
      return false;
  }
};
