// The narrow list's items are plain <li>s styled here once per list, as the table's rows are
// (tableBodyStyle.ts): two lines of text like MUI's ListItemText, a divider between items.
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { ROW_ACTION, tableBodyStyle } from './tableBodyStyle';

export const NARROW = {
  item: 'SlinkNarrowItem',
  text: 'SlinkNarrowText',
  primary: 'SlinkNarrowPrimary',
  secondary: 'SlinkNarrowSecondary',
  select: 'SlinkNarrowSelect',
} as const;

/**
 * A checkbox's label (NarrowSelect.tsx): as tall as its row and 34 px wide, starting at the
 * row's left edge, so the page's and the items' boxes line up in one column.
 */
const selectStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  flex: 'none',
  padding: theme.spacing(0, 0.5, 0, 1),
  cursor: 'pointer',
  '& > input': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
});

/** The row above the items: the page's checkbox, then the sort control (its own margins moved to the row). */
export const narrowTopStyle = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginTop: theme.spacing(2),
  marginBottom: theme.spacing(1),
  '& > div': { flex: 1, minWidth: 0, marginTop: 0, marginBottom: 0 },
  [`& > .${NARROW.select}`]: selectStyle(theme),
});

export const narrowListStyle = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // The link of the primary line looks as the table's link column does.
  [`& .${ROW_ACTION.link}`]: (tableBodyStyle(theme)[`& .${ROW_ACTION.link}`] as CSSObject) ?? {},
  [`& > .${NARROW.item}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 56,
    padding: theme.spacing(0.75, 0, 0.75, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  // A selected item is tinted as a selected table row is.
  [`& > .${NARROW.item}:has(> .${NARROW.select} > input:checked)`]: {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  [`& > .${NARROW.item} > .${NARROW.select}`]: { ...selectStyle(theme), marginLeft: theme.spacing(-1) },
  [`& .${NARROW.text}`]: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${NARROW.primary}`]: { ...theme.typography.body1, color: theme.palette.text.primary },
  [`& .${NARROW.secondary}`]: { ...theme.typography.body2, color: theme.palette.text.secondary },
});
