// The list table's rows are one Tab stop, as WAI-ARIA's grid pattern has it: Tab enters the rows
// at the control focused there last (at first the first row's first), the next Tab leaves them,
// and the arrow keys, Home and End move inside (tableKeys.ts). With every control on the Tab
// path, getting past a page of 25 rows took some 75 presses.
import { stopsOf } from './tableKeys';

/**
 * Keeps one control of the table body's rows on the Tab path (tabindex 0, the others -1),
 * following focus and the rows as they are drawn again; returns what stops it. A callback ref
 * (React calls the cleanup when the body goes).
 */
export const keepOneTabStop = (body: HTMLElement | null): (() => void) | undefined => {
  if (!body) return undefined;
  let at = { row: 0, stop: 0 };
  const apply = () => {
    const rows = [...body.children].map(stopsOf);
    // The remembered place, else the nearest row before it that has controls, else the first that has.
    const row = Math.min(at.row, rows.length - 1);
    const place = [...rows.slice(0, row + 1)].reverse().find((stops) => stops.length) ?? rows.find((stops) => stops.length);
    const chosen = place?.[Math.min(at.stop, place.length - 1)];
    for (const stops of rows)
      for (const stop of stops) {
        const index = stop === chosen ? 0 : -1;
        if (stop.tabIndex !== index) stop.tabIndex = index;
      }
  };
  const follow = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const tr = target.closest('tr');
    if (!tr || tr.parentElement !== body) return;
    const stop = stopsOf(tr).indexOf(target);
    if (stop < 0) return;
    at = { row: [...body.children].indexOf(tr), stop };
    apply();
  };
  // Rows drawn again (a page, a sort, a filter) or a control enabled or disabled.
  const observer = new MutationObserver(apply);
  observer.observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  body.addEventListener('focusin', follow);
  apply();
  return () => {
    observer.disconnect();
    body.removeEventListener('focusin', follow);
  };
};
