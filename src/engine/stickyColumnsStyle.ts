// A list table wider than its box scrolls sideways inside the box (the page never does), with the
// row's name and its actions kept in view: the first column (and the checkbox before it) stays at
// the left edge, the Actions column at the right, each edged by a rule, as pinned columns are in
// MUI X's data grid. Plain CSS, no measuring: the checkbox column is 30 px wide (12 px padding, an
// 18 px box: tableBodyStyle.ts and ResourceTableHead.tsx), and the first screen's scripts are at
// their budget (e2e/firstScreen.test.ts).
import type { CSSObject, Theme } from '@mui/material/styles';
import { ROW_ACTION } from './tableBodyStyle';

const select = `.${ROW_ACTION.select}`;
const left = `tr>:first-of-type,tr>${select}+*`;
const right = `tr>.${ROW_ACTION.actions}`;

/** The rules, under the table's box: the rows opaque, the kept columns in their row's colour. */
export const stickyColumnsStyle = (theme: Theme): CSSObject => ({
  '& tr': { backgroundColor: theme.palette.background.paper },
  [`& :is(${left},${right})`]: { position: 'sticky', zIndex: 1, backgroundColor: 'inherit' },
  '& tr>:first-of-type': { left: 0 },
  [`& tr>${select}+*`]: { left: 30 },
  [`& :is(tr>:first-of-type:not(${select}),tr>${select}+*)`]: { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` },
  [`& ${right}`]: { right: 0, boxShadow: `inset 1px 0 0 ${theme.palette.divider}` },
});

export const STICKY_BOX_SELECTOR = `div.${ROW_ACTION.box}`;
