// The list table's body is plain <tr>/<td> and native buttons styled here, once (TableBodyStyles.tsx), to
// look as MUI's small TableCell, hover TableRow, text Button and Link do. Per element, MUI's
// components each resolve their styles and hooks; at 50 rows of 6 action buttons that cost
// most of a page change (bench/, keystroke and page change to rows under 100 ms).
import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';

export const ROW_ACTION = {
  body: 'SlinkRows',
  group: 'SlinkRowActions',
  button: 'SlinkRowAction',
  link: 'SlinkRowLink',
  select: 'SlinkRowSelect',
  /** the Actions column's cells, header and rows */
  actions: 'SlinkRowActionsCell',
  /** the box the table scrolls sideways in, when it is wider than the screen */
  box: 'SlinkTableBox',
} as const;

const focusRing = (theme: Theme): CSSObject => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 });

export const tableBodyStyle = (theme: Theme): CSSObject => ({
  // MUI's hover and selected tints over the paper, as opaque colours: a column kept in view while
  // the others scroll under it takes its row's colour (stickyColumnsStyle.ts).
  '& > tr:hover': { backgroundColor: darken(theme.palette.background.paper, theme.palette.action.hoverOpacity) },
  '& > tr[aria-selected="true"]': { backgroundColor: lighten(theme.palette.primary.main, 1 - theme.palette.action.selectedOpacity) },
  '& > tr:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  [`& > tr > td.${ROW_ACTION.select}`]: { width: '1px', padding: '0 0 0 12px' },
  [`& .${ROW_ACTION.select} input`]: { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
  '& > tr > td': {
    ...theme.typography.body2,
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'middle',
    color: theme.palette.text.primary,
  },
  // At most about 15rem wide, wrapping onto a second line: never squeezed to a button a line
  // (a narrow window), never wider than its buttons need.
  [`& .${ROW_ACTION.group}`]: { display: 'flex', flexWrap: 'wrap', gap: '2px', width: 'max-content', maxWidth: '15rem' },
  [`& .${ROW_ACTION.button}`]: {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    color: theme.palette.primary.main,
    background: 'none',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    padding: '2px 6px',
    minWidth: 0,
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': focusRing(theme),
  },
  [`& .${ROW_ACTION.link}`]: {
    font: 'inherit',
    color: theme.palette.primary.main,
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
    textAlign: 'left',
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': focusRing(theme),
  },
});
