// The call-program traffic light: In-Progress green, Paused yellow; any
// other status (Completed, Scheduled...) grey, so the eye goes to the running and held ones.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, string> = { 'in-progress': '#2e7d32', paused: '#f9a825' };

export const lightColour = (status: string): string => COLOURS[status.trim().toLowerCase()] ?? '#9e9e9e';

export const StatusLight = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        role="img"
        aria-label={translate('dashboards.report.statusLight', { status })}
        data-colour={lightColour(status)}
        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: lightColour(status), border: '1px solid rgba(0,0,0,0.25)' }}
      />
      {status}
    </Box>
  );
};
