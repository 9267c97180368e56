import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { BulkAction } from './bulkActions';
import type { BulkHost } from './bulkHost';
import type { BulkPlan } from './bulkPlan';
import { stayingReasons } from './byReason';
import { NamedRows, ReasonCounts } from './NamedRows';
import type { BulkOutcome, Refusal } from './runBulk';

interface Props {
  action: BulkAction;
  /** `kept`: how many rows stay selected for after sign-in, when the session ended */
  outcome: BulkOutcome & { kept?: number };
  /** the question's plan: the rows it left out stay selected too */
  plan: BulkPlan;
  rows: ReadonlyMap<string, RaRecord>;
  nameOf: BulkHost['nameOf'];
}

/** Refusals told per platform message (one function for the list's life: it groups them). */
const refusalReason = (refusal: Refusal) => refusal.message;

/**
 * How a run ended: how many succeeded; how many rows stay selected and why, per reason (left out
 * by the question, refused, not sent), which is the count the bulk toolbar then shows; every
 * refused row named with the platform's message; what was not sent.
 */
export const BulkSummary = ({ action, outcome, plan, rows, nameOf }: Props) => {
  const translate = useTranslate();
  const { succeeded, refused, notDone, stoppedBy, kept } = outcome;
  const staying = useMemo(() => stayingReasons(translate, plan, outcome), [translate, plan, outcome]);
  const stay = staying.reduce((sum, { count }) => sum + count, 0);
  return (
    <>
      <Typography role="status">
        {translate('bulk.succeeded', { smart_count: succeeded.length, done: translate(`bulk.done.${action.key}`) })}
      </Typography>
      {stay > 0 && (
        <>
          <Typography sx={{ mt: 2 }}>{translate('bulk.staySelected', { smart_count: stay })}</Typography>
          <ReasonCounts counts={staying} />
        </>
      )}
      {refused.length > 0 && (
        <NamedRows
          heading={translate('bulk.refused', { smart_count: refused.length })}
          rows={refused}
          reasonOf={refusalReason}
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
