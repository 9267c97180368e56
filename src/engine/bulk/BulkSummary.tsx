import { Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { BulkAction } from './bulkActions';
import type { BulkHost } from './bulkHost';
import { NamedRows } from './NamedRows';
import type { BulkOutcome } from './runBulk';

interface Props {
  action: BulkAction;
  /** `kept`: how many rows stay selected for after sign-in, when the session ended */
  outcome: BulkOutcome & { kept?: number };
  rows: ReadonlyMap<string, RaRecord>;
  nameOf: BulkHost['nameOf'];
}

/** How a run ended: how many succeeded, each refused row with the platform's message, what was not sent. */
export const BulkSummary = ({ action, outcome, rows, nameOf }: Props) => {
  const translate = useTranslate();
  const { succeeded, refused, notDone, stoppedBy, kept } = outcome;
  return (
    <>
      <Typography role="status">
        {translate('bulk.succeeded', { smart_count: succeeded.length, done: translate(`bulk.done.${action.key}`) })}
      </Typography>
      {refused.length > 0 && (
        <NamedRows
          heading={translate('bulk.refused', { smart_count: refused.length })}
          rows={refused}
          named={(r) => ({ id: r.id, name: nameOf(rows.get(String(r.id)), r.id), text: r.message })}
        />
      )}
      {notDone.length > 0 && (
        <Typography sx={{ mt: 2 }}>
          {stoppedBy === 'expired'
            ? translate('bulk.expired', { smart_count: kept ?? notDone.length })
            : translate('bulk.stopped', { smart_count: notDone.length })}
        </Typography>
      )}
    </>
  );
};
