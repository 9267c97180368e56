// The editor's Accounts and Programs: a table of one row per account on wide windows; on a phone
// (`stacked`) a list whose items hold each account's controls one above the other, as wide as the
// screen, where the table needed 720 px and scrolled sideways with the programs cut off.
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccountRow } from '../../dashboards/editorRows';
import { AccountFilterRow, type AccountFilterRowProps } from './AccountFilterRow';

interface Props {
  /** the rows of the page shown */
  rows: readonly AccountRow[];
  /** whether the dashboard has no account row at all */
  empty: boolean;
  stacked: boolean;
  rowProps: (row: AccountRow) => AccountFilterRowProps;
}

export const AccountFilters = ({ rows, empty, stacked, rowProps }: Props) => {
  const translate = useTranslate();
  const label = translate('dashboards.editor.filters');
  if (stacked)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {empty && (
          <Box component="li" sx={{ py: 1.5 }}>
            {translate('dashboards.editor.noAccounts')}
          </Box>
        )}
        {rows.map((row) => (
          <AccountFilterRow key={row.key} {...rowProps(row)} stacked />
        ))}
      </Box>
    );
  return (
    // Pickers need their width: in a narrow dialog the table scrolls sideways in its own box, the form does not.
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {['account', 'programs', 'actions'].map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {translate(`dashboards.editor.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {empty && (
            <TableRow>
              <TableCell colSpan={3}>{translate('dashboards.editor.noAccounts')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <AccountFilterRow key={row.key} {...rowProps(row)} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
