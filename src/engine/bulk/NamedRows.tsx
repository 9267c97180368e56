import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';

/** Rows named with what happened to each (not sent and why, refused and the platform's message). */
export const NamedRows = ({ heading, rows }: { heading: string; rows: { id: Identifier; name: string; text: string }[] }) => (
  <>
    <Typography sx={{ mt: 2 }}>{heading}</Typography>
    <List dense sx={{ maxHeight: 240, overflowY: 'auto' }}>
      {rows.map((row) => (
        <ListItem key={String(row.id)} disableGutters>
          <ListItemText primary={row.name} secondary={row.text} />
        </ListItem>
      ))}
    </List>
  </>
);
