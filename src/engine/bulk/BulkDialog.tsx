// One bulk action from question to summary. The question names the action and the count, how
// many of the rows are not on the page shown (after "select all matching" or ticks on other
// pages), the rows that will not be sent and why, and (Assign) the account; the run shows n of N
// with Cancel (no new call starts after it; it replaces the question's own Cancel, which closes
// the dialog); the summary says how many succeeded, how many stay selected and why, and names
// each refused row with the platform's message.
import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { Account } from '../../../schemas';
import { sectionTexts } from '../../../language/screenTexts';
import type { ResourceConfig } from '../../../language/types';
import { ErrorBanner } from '../ErrorBanner';
import type { BulkAction } from './bulkActions';
import type { BulkHost } from './bulkHost';
import type { Skipped } from './bulkPlan';
import { BulkSummary } from './BulkSummary';
import { NamedRows } from './NamedRows';
import { useBulkPlan } from './useBulkPlan';
import { useBulkRun } from './useBulkRun';
import { NARROW_QUERY } from '../narrowQuery';

// Full screen in a narrow window, by CSS: MUI's useMediaQuery here would split it out of the first
// screen's scripts (bulkHost.ts).
const FULL_SCREEN_WHEN_NARROW = {
  [`@media ${NARROW_QUERY}`]: {
    '& .MuiDialog-paper': { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
  },
};

/** Rows left out, told per reason (one function for the list's life: it groups them). */
const skipReason = (skipped: Skipped) => skipped.reason;

interface Props {
  config: ResourceConfig;
  action: BulkAction;
  ids: readonly Identifier[];
  /** how many of `ids` are not on the page shown */
  offScreen: number;
  /** the selection was dropped (the list's filter changed behind the question, by Back) */
  withdrawn?: boolean;
  onClose: () => void;
  host: BulkHost;
}

export const BulkDialog = ({ config, action, ids, offScreen, withdrawn, onClose, host }: Props) => {
  const translate = useTranslate();
  const { plan, rows, accounts, error } = useBulkPlan(config, action, ids, host);
  const run = useBulkRun(config, action, host);
  const [account, setAccount] = useState<Account | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const label = translate(`bulk.actions.${action.key}`);
  const titleId = `bulk-${action.key}-title`;
  const confirm = () => {
    if (action.accounts && !account) return setPickError(translate('bulk.pickAccount'));
    void run.start(plan!, account?.account_id as Identifier | undefined);
  };
  const phase = run.outcome ? 'done' : run.running ? 'running' : 'confirm';
  // A question about rows no longer selected is not asked: it would send them unseen.
  useEffect(() => {
    if (withdrawn && phase === 'confirm') onClose();
  }, [withdrawn, phase, onClose]);
  return (
    <Dialog
      open
      sx={FULL_SCREEN_WHEN_NARROW}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      onClose={phase === 'running' ? undefined : onClose}
    >
      <DialogTitle id={titleId}>
        {phase === 'done'
          ? translate('bulk.summaryTitle', { action: label })
          : translate('bulk.confirmTitle', { action: label, smart_count: ids.length })}
      </DialogTitle>
      <DialogContent>
        <ErrorBanner message={error ?? pickError ?? run.outcome?.expiry} />
        {phase === 'confirm' && offScreen > 0 && (
          <Typography sx={{ mb: 1, fontWeight: 600 }}>{translate('bulk.offScreen', { smart_count: offScreen })}</Typography>
        )}
        {phase === 'confirm' && !plan && !error && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {phase === 'confirm' && plan && (
          <>
            <Typography>
              {plan.send.length ? translate('bulk.willSend', { smart_count: plan.send.length }) : translate('bulk.nothingToSend')}
            </Typography>
            {plan.skipped.length > 0 && (
              <NamedRows
                heading={translate('bulk.notSent', { smart_count: plan.skipped.length })}
                rows={plan.skipped}
                reasonOf={skipReason}
                named={(s) => ({ id: s.id, name: s.name, text: s.reason })}
              />
            )}
            {action.accounts && accounts && (
              <Autocomplete<Account>
                sx={{ mt: 2 }}
                options={accounts}
                value={account}
                onChange={(_, picked) => (setAccount(picked), setPickError(null))}
                getOptionLabel={(a) => translate(sectionTexts(config.name, 'accounts').tag, a)}
                isOptionEqualToValue={(a, b) => String(a.account_id) === String(b.account_id)}
                renderInput={(params) => <TextField {...params} label={translate('bulk.account')} />}
              />
            )}
          </>
        )}
        {phase === 'running' && (
          <>
            <LinearProgress
              variant="determinate"
              value={(100 * run.answered) / Math.max(1, plan!.send.length)}
              aria-label={translate('bulk.progressLabel')}
            />
            <Typography role="status" sx={{ mt: 1 }}>
              {run.stopping ? translate('bulk.stopping') : translate('bulk.progress', { done: run.answered, total: plan!.send.length })}
            </Typography>
          </>
        )}
        {phase === 'done' && <BulkSummary action={action} outcome={run.outcome!} plan={plan!} rows={rows} nameOf={host.nameOf} />}
      </DialogContent>
      <DialogActions>
        {phase === 'confirm' && (
          <>
            <Button onClick={onClose}>{translate('bulk.cancel')}</Button>
            <Button
              variant="contained"
              color={action.key === 'delete' ? 'error' : 'primary'}
              disabled={!plan || !plan.send.length || (!!action.accounts && !accounts)}
              onClick={confirm}
            >
              {label}
            </Button>
          </>
        )}
        {phase === 'running' && (
          <Button onClick={run.cancel} disabled={run.stopping}>
            {translate('bulk.cancel')}
          </Button>
        )}
        {phase === 'done' && (
          <Button variant="contained" onClick={onClose} autoFocus>
            {translate('bulk.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
