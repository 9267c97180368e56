import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';

/** How many rows are named: a "select all" of 100k rows could leave thousands out, too many to draw or read. */
export const NAMED_AT_MOST = 20;

interface NamedRow {
  id: Identifier;
  name: string;
  text: string;
}

/**
 * Rows named with what happened to each (not sent and why, refused and the platform's message),
 * the first 20 then how many more. `named` is asked of the rows shown only: naming a row reads
 * its cell text, which for every row of a 100k "select all" held the page.
 */
export const NamedRows = <Row,>({ heading, rows, named }: { heading: string; rows: readonly Row[]; named: (row: Row) => NamedRow }) => {
  const translate = useTranslate();
  const more = rows.length - NAMED_AT_MOST;
  return (
    <>
      <Typography sx={{ mt: 2 }}>{heading}</Typography>
      <List dense sx={{ maxHeight: 240, overflowY: 'auto' }}>
        {rows
          .slice(0, NAMED_AT_MOST)
          .map(named)
          .map((row) => (
            <ListItem key={String(row.id)} disableGutters>
              <ListItemText primary={row.name} secondary={row.text} />
            </ListItem>
          ))}
        {more > 0 && (
          <ListItem disableGutters>
            <ListItemText primary={translate('bulk.more', { smart_count: more })} />
          </ListItem>
        )}
      </List>
    </>
  );
};
