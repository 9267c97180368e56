// The narrow list's items are plain <li>s styled here once per list, as the table's rows are
// (tableBodyStyle.ts): two lines of text like MUI's ListItemText, a divider between items.
import type { CSSObject, Theme } from '@mui/material/styles';
import { ROW_ACTION, tableBodyStyle } from './tableBodyStyle';

export const NARROW = {
  item: 'SlinkNarrowItem',
  text: 'SlinkNarrowText',
  primary: 'SlinkNarrowPrimary',
  secondary: 'SlinkNarrowSecondary',
} as const;

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
  [`& .${NARROW.text}`]: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${NARROW.primary}`]: { ...theme.typography.body1, color: theme.palette.text.primary },
  [`& .${NARROW.secondary}`]: { ...theme.typography.body2, color: theme.palette.text.secondary },
});
