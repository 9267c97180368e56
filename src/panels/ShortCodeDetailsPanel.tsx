import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Account, ShortCodeProgram } from '../../schemas';
import { SHOW_ACCOUNTS_MAX } from '../../schemas/shortCode.schema';
import { fieldLabel } from '../engine/columnLabel';
import { namedFieldLabel } from '../engine/namedFieldLabel';
import { DetailsTable } from '../engine/DetailsTable';
import { ErrorBanner } from '../engine/ErrorBanner';
import type { ModeProps } from '../engine/modeProps';
import { formatValue } from '../engine/formatValue';
import { loadFailure } from '../engine/loadFailure';
import { TagList } from '../engine/TagList';
import { useCallResult } from '../engine/useCallResult';

const FIELDS = ['ShortCode', 'Throttle', 'ShortCodeDesc', 'HelpMessage', 'OptOutMessage', 'EffectiveDateTime'] as const;
const PROGRAM_COLUMNS = ['CompanyName', 'ProgramName', 'ChannelProgramStatusSDesc', 'Keyword'] as const;

/** The short code view: its fields, assigned accounts, programs using it. */
const ShortCodeDetailsPanel = ({ config, record, close }: ModeProps) => {
  const translate = useTranslate();
  const params = { id: record!.id };
  const accounts = useCallResult<Account[]>(config.name, 'accounts', { params });
  const programs = useCallResult<ShortCodeProgram[]>(config.name, 'programs', { params });
  const assigned = accounts.data ?? [];
  const shown = assigned.slice(0, SHOW_ACCOUNTS_MAX);
  const error = loadFailure(translate, [
    { error: accounts.error, prefix: 'channels.errors.loadAccounts' },
    { error: programs.error, prefix: 'shortcodes.errors.programs' },
  ]);
  return (
    <>
      <ErrorBanner message={error} />
      <DetailsTable
        rows={FIELDS.map(
          (f) =>
            [
              fieldLabel(translate, config.schema, f),
              formatValue(translate, f === 'EffectiveDateTime' ? 'datetime' : undefined, record?.[f]),
            ] as const,
        )}
      />
      <Box component="section" sx={{ mt: 2, maxHeight: 240, overflow: 'auto' }}>
        <TagList
          heading="shortcodes.details.accounts"
          emptyText="channels.assign.empty"
          tags={shown.map((a) => ({ key: String(a.account_id), label: translate('channels.assign.accountTag', a) }))}
        />
        {assigned.length > shown.length && (
          <Typography variant="caption">
            {translate('shortcodes.details.accountsShown', { shown: shown.length, total: assigned.length })}
          </Typography>
        )}
      </Box>
      <Box component="section" sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" id="short-code-programs">
          {translate('shortcodes.details.programs')} ({programs.data?.length ?? 0})
        </Typography>
        {programs.data && programs.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('shortcodes.details.noPrograms')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="short-code-programs">
            <TableHead>
              <TableRow>
                {PROGRAM_COLUMNS.map((c) => (
                  <TableCell key={c}>{namedFieldLabel(translate, 'shortCodeProgram', c)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(programs.data ?? []).map((p) => (
                <TableRow key={String(p.ChannelProgramId)}>
                  {PROGRAM_COLUMNS.map((c) => (
                    <TableCell key={c}>{String(p[c] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={close}>
          {translate('buttons.done')}
        </Button>
      </Box>
    </>
  );
};
export default ShortCodeDetailsPanel;
