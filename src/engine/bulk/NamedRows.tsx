import { useId, useMemo, useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { groupByReason, type ReasonCount } from './byReason';

/** The height of one named row and of the box the list scrolls in (about five rows). */
export const ROW_HEIGHT = 48;
const VIEW_HEIGHT = 240;
/** Rows drawn beyond the box's edges, so a scroll shows rows already drawn. */
const OVERSCAN = 4;

interface NamedRow {
  id: Identifier;
  name: string;
  text: string;
}

/** "12 already disabled", "1 your own login": how many rows each reason holds. */
export const ReasonCounts = ({ counts }: { counts: readonly ReasonCount[] }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding sx={{ pl: 2 }}>
      {counts.map(({ reason, count }) => (
        <ListItem key={reason} disableGutters sx={{ py: 0 }}>
          <ListItemText primary={translate('bulk.reasonCount', { count, reason })} />
        </ListItem>
      ))}
    </List>
  );
};

/**
 * Rows named with what happened to each (not sent and why, refused and the platform's message):
 * how many per reason, then every row, grouped by reason, in a box that scrolls. A "select all"
 * of 100k rows can leave tens of thousands out, too many to draw: only the rows in view (and a
 * few either side) are drawn, each at its place in the whole list's height, so the scroll bar
 * reaches every row. `named` is asked of the rows drawn only: naming a row reads its cell text,
 * which for every row of a 100k "select all" held the page.
 */
export const NamedRows = <Row,>({
  heading,
  rows,
  reasonOf,
  named,
}: {
  heading: string;
  rows: readonly Row[];
  reasonOf: (row: Row) => string;
  named: (row: Row) => NamedRow;
}) => {
  const headingId = useId();
  const { ordered, counts } = useMemo(() => groupByReason(rows, reasonOf), [rows, reasonOf]);
  const [top, setTop] = useState(0);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(ordered.length, Math.ceil((top + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <>
      <Typography id={headingId} sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <ReasonCounts counts={counts} />
      {/* Focusable, so the list scrolls by keyboard too. */}
      <Box
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        onScroll={(event) => setTop(event.currentTarget.scrollTop)}
        sx={{ maxHeight: VIEW_HEIGHT, overflowY: 'auto', mt: 1 }}
      >
        {/* Heights and places inline: as classes, each place scrolled past would add one to the page's styles. */}
        <List dense disablePadding sx={{ position: 'relative' }} style={{ height: ordered.length * ROW_HEIGHT }}>
          {ordered
            .slice(first, end)
            .map(named)
            .map((row, k) => (
              <ListItem
                key={String(row.id)}
                disableGutters
                aria-setsize={ordered.length}
                aria-posinset={first + k + 1}
                sx={{ position: 'absolute', height: ROW_HEIGHT, left: 0, right: 0 }}
                style={{ top: (first + k) * ROW_HEIGHT }}
              >
                <ListItemText
                  primary={row.name}
                  secondary={row.text}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  sx={{ my: 0 }}
                />
              </ListItem>
            ))}
        </List>
      </Box>
    </>
  );
};
