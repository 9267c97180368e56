import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An empty list keeps its headers and shows one 'No Records' row (the shared widgets of the requirements). */
export const NoRecords = ({ labels }: { labels: string[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {labels.map((label) => (
            <TableCell key={label} sx={{ fontWeight: 600 }}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={labels.length} align="center">
            {translate('table.noRecords')}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};
