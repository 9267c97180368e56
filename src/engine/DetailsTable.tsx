import { Table, TableBody, TableCell, TableRow } from '@mui/material';

/**
 * Label and value rows of a read-only view (row headers, so each value is read with its label).
 * A long value (an email, a URL) wraps anywhere rather than widen a phone's screen, where the
 * labels take a third of the width.
 */
export const DetailsTable = ({ rows }: { rows: readonly (readonly [string, string])[] }) => (
  <Table size="small">
    <TableBody>
      {rows.map(([label, value]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '35%', sm: 200 } }}>
            {label}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
