// One row of the editor's Accounts and Programs table: the account picker (accounts no other row
// holds), the programs of that account (loaded per account), 'Add all' and a delete button.
// On a phone (`stacked`) the same controls stand one above the other in a list item, each as wide
// as the screen: as table cells they needed 720 px and scrolled sideways, the programs cut off.
import { Autocomplete, Box, Button, IconButton, TableCell, TableRow, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { DashboardProgram } from '../../../schemas/index';
import type { AccountChoice, AccountRow } from '../../dashboards/editorRows';
import { ErrorBanner } from '../../engine/ErrorBanner';
import { serverMessage } from '../../engine/failureMessage';
import { useCallResult } from '../../engine/useCallResult';

export interface AccountFilterRowProps {
  screen: string;
  row: AccountRow;
  accounts: readonly AccountChoice[];
  onAccount: (account: AccountChoice | null) => void;
  onPrograms: (programs: readonly DashboardProgram[]) => void;
  onRemove: () => void;
  /** one control above the other in a list item (phones), not a table row */
  stacked?: boolean;
}

const accountText = (a: AccountChoice) => `${a.account_name} (${a.account_id})`;

export const AccountFilterRow = ({ screen, row, accounts, onAccount, onPrograms, onRemove, stacked = false }: AccountFilterRowProps) => {
  const translate = useTranslate();
  const accountId = row.account?.account_id;
  const programs = useCallResult<DashboardProgram[]>(screen, 'programs', { params: { accountId } }, accountId !== undefined);
  const options = programs.data ?? [];
  const programText = (p: DashboardProgram) =>
    translate('dashboards.editor.program', { program_name: p.program_name, program_type: p.program_type });
  const accountLabel = row.account ? row.account.account_name : translate('dashboards.editor.chooseAccount');
  // A finger's size on a phone, as the form's other fields there; the table's row keeps its small controls.
  const size = stacked ? 'medium' : 'small';
  const accountPicker = (
    <Autocomplete
      size={size}
      options={accounts}
      value={row.account}
      onChange={(_, value) => onAccount(value)}
      getOptionLabel={accountText}
      isOptionEqualToValue={(a, b) => a.account_id === b.account_id}
      renderInput={(params) => (
        <TextField {...params} label={translate('dashboards.editor.account')} placeholder={translate('dashboards.editor.chooseAccount')} />
      )}
    />
  );
  const programsPicker = programs.error ? (
    <ErrorBanner message={translate('dashboards.errors.programs', { account: accountLabel }) + serverMessage(programs.error)} />
  ) : (
    <Autocomplete
      multiple
      size={size}
      disabled={!row.account}
      loading={programs.isFetching}
      loadingText={translate('dashboards.editor.loadingPrograms')}
      noOptionsText={translate('dashboards.editor.noPrograms')}
      options={options}
      value={row.programs}
      onChange={(_, value) => onPrograms(value)}
      getOptionLabel={programText}
      isOptionEqualToValue={(a, b) => String(a.program_id) === String(b.program_id)}
      disableCloseOnSelect
      limitTags={4}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('dashboards.editor.programs')}
          placeholder={row.account ? undefined : translate('dashboards.editor.chooseAccountFirst')}
        />
      )}
    />
  );
  const buttons = (
    <>
      <Button
        size={size}
        onClick={() => onPrograms(options)}
        disabled={!row.account || options.length === 0}
        aria-label={`${translate('dashboards.editor.addAll')} ${row.account ? row.account.account_name : ''}`.trim()}
      >
        {translate('dashboards.editor.addAll')}
      </Button>
      <IconButton aria-label={translate('dashboards.editor.remove', { account: accountLabel })} onClick={onRemove} size={size}>
        <DeleteIcon fontSize={size} />
      </IconButton>
    </>
  );
  // One column no wider than the screen (minmax): long program names shorten in their chips.
  if (stacked)
    return (
      <Box
        component="li"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {accountPicker}
        {programsPicker}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>{buttons}</Box>
      </Box>
    );
  return (
    <TableRow>
      <TableCell sx={{ width: '38%', verticalAlign: 'top' }}>{accountPicker}</TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>{programsPicker}</TableCell>
      <TableCell sx={{ width: 170, verticalAlign: 'top', whiteSpace: 'nowrap' }}>{buttons}</TableCell>
    </TableRow>
  );
};
