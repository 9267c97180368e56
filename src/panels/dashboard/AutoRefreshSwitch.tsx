// "Refresh every minute" beside the report's buttons, and when the next refresh comes.
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RefreshClock } from './refreshClock';
import { useRefreshClockState } from './useAutoRefresh';

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
  clock: RefreshClock;
}

export const AutoRefreshSwitch = ({ on, onChange, clock }: Props) => {
  const translate = useTranslate();
  const { secondsLeft, hidden } = useRefreshClockState(clock);
  // Not a live region: a count read out every second would drown everything else.
  const when = !on
    ? ''
    : hidden
      ? translate('dashboards.report.refreshPaused')
      : secondsLeft === null
        ? translate('dashboards.report.refreshing')
        : translate('dashboards.report.nextRefresh', { seconds: secondsLeft });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => onChange(e.target.checked)} />}
        label={translate('dashboards.report.autoRefresh')}
        sx={{ mr: 0 }}
      />
      {when && (
        <Typography variant="body2" color="text.secondary" data-next-refresh sx={{ minWidth: '11em' }}>
          {when}
        </Typography>
      )}
    </Box>
  );
};
