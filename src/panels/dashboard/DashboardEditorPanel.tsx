// The dashboard editor: Name, Description, and the Accounts
// and Programs table with its paginator. Save validates with the shared 'dashboard' validator
// (the platform runs the same one), then POSTs to /dashboard-service/dashboards/{id}, 0 creating.
import { useMemo, useRef, useState } from 'react';
import { Box, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Account } from '../../../schemas/index';
import { DASHBOARD_MESSAGES } from '../../../schemas/rules/dashboardFilters';
import {
  accountChoices,
  addPendingRow,
  availableAccounts,
  pageCount,
  pageRows,
  removeRow,
  rowsFromFilters,
  sameRows,
  saveBody,
  setAccount,
  setPrograms,
  type AccountRow,
} from '../../dashboards/editorRows';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { useReportDirty } from '../../engine/closeGuard';
import { ErrorBanner } from '../../engine/ErrorBanner';
import { failureMessage } from '../../engine/failureMessage';
import { FormButtons } from '../../engine/FormButtons';
import { loadFailure } from '../../engine/loadFailure';
import type { ModeProps } from '../../engine/modeProps';
import { useCallResult } from '../../engine/useCallResult';
import { useFormSuccess } from '../../engine/useFormSuccess';
import { validate } from '../../../shared/validation/validate';
import { AccountFilters } from './AccountFilters';
import type { AccountFilterRowProps } from './AccountFilterRow';
import { EditorPaginator } from './EditorPaginator';
import { formTextKeys } from '../../engine/formTextKeys';

const MAX_TEXT = 255;

const DashboardEditorPanel = ({ config, mode, record, close, cancel, narrow = false }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const form = config.forms[mode]!;
  const initial = useMemo(() => {
    const rows = rowsFromFilters(record?.dashboard_filters);
    // A new dashboard starts with one pending row, ready for its first account.
    return {
      name: String(record?.engagement_dashboard_name ?? ''),
      description: String(record?.description ?? ''),
      rows: rows.length ? rows : [{ key: 1, account: null, programs: [] }],
    };
  }, [record]);
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [rows, setRows] = useState<AccountRow[]>(initial.rows);
  const nextKey = useRef(initial.rows.length + 1);
  const [perPage, setPerPage] = useState(5);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useReportDirty(name !== initial.name || description !== initial.description || !sameRows(rows, initial.rows));

  const accounts = useCallResult<Account[]>(config.name, 'accounts');
  const choices = useMemo(() => accountChoices(accounts.data ?? []), [accounts.data]);
  const pages = pageCount(rows.length, perPage);
  const shownPage = Math.min(page, pages);

  const shownRows = pageRows(rows, shownPage, perPage);
  const rowProps = (row: AccountRow): AccountFilterRowProps => ({
    screen: config.name,
    row,
    accounts: availableAccounts(choices, rows, row.key),
    onAccount: (account) => setRows((current) => setAccount(current, row.key, account)),
    onPrograms: (programs) => setRows((current) => setPrograms(current, row.key, programs)),
    onRemove: () => setRows((current) => removeRow(current, row.key)),
  });

  const addAccount = () => {
    const result = addPendingRow(rows, nextKey.current);
    if (result.blocked) {
      setError(DASHBOARD_MESSAGES.pendingAccount);
      return;
    }
    nextKey.current += 1;
    setError(null);
    setRows(result.rows);
    setPage(pageCount(result.rows.length, perPage)); // show the new row
  };

  const texts = formTextKeys(translate, config.name, mode);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = saveBody(name, description, rows);
    const result = validate(form.validator!, body);
    if (!result.valid) {
      setError(result.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dataProvider.call(config.name, form.endpoint ?? 'save', { params: { id: record?.id ?? 0 }, body });
      succeed(texts.success, { name: body.name });
    } catch (err) {
      setError(failureMessage(translate, err, texts.failure, form.endpoint, config));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save}>
      <ErrorBanner message={error ?? loadFailure(translate, [{ error: accounts.error, prefix: 'dashboards.errors.accounts' }])} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2, mb: 2 }}>
        <TextField
          label={translate('dashboards.editor.name')}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
          autoFocus
        />
        <TextField
          label={translate('dashboards.editor.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('dashboards.editor.filters')}
      </Typography>
      <AccountFilters rows={shownRows} empty={rows.length === 0} stacked={narrow} rowProps={rowProps} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {/* On a phone the link is a full line's target, not a word's. */}
        <Link component="button" type="button" onClick={addAccount} sx={narrow ? { py: 1.5, width: '100%', textAlign: 'left' } : { my: 1 }}>
          {translate('dashboards.editor.addAccount')}
        </Link>
        <EditorPaginator
          page={shownPage}
          pages={pages}
          perPage={perPage}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </Box>
      <FormButtons onCancel={cancel} showRequiredNote disabled={busy} />
    </Box>
  );
};
export default DashboardEditorPanel;
