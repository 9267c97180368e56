// Rows a bulk action left out, refused or did not send, told per reason: "12 already disabled",
// "1 your own login", "170 not sent (stopped)". A list of names alone hid a reason that came
// after the first screenful (a staff member's own login among 34 rows left out).
import type { Identifier } from 'react-admin';
import type { BulkPlan } from './bulkPlan';
import type { BulkOutcome } from './runBulk';
import type { Translate } from '../translate';

export interface ReasonCount {
  reason: string;
  count: number;
}

/** The rows grouped by reason (reasons in the order first met, rows in theirs), and how many each reason holds. */
export const groupByReason = <Row>(rows: readonly Row[], reasonOf: (row: Row) => string): { ordered: Row[]; counts: ReasonCount[] } => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const reason = reasonOf(row);
    let group = groups.get(reason);
    if (!group) groups.set(reason, (group = []));
    group.push(row);
  }
  return { ordered: [...groups.values()].flat(), counts: [...groups].map(([reason, group]) => ({ reason, count: group.length })) };
};

/**
 * The rows a run leaves selected: every row it did not do (left out by the question, refused, not
 * sent); the rows done leave the selection.
 */
export const stayingIds = (plan: BulkPlan, outcome: BulkOutcome): Identifier[] => [
  ...plan.skipped.map((skipped) => skipped.id),
  ...outcome.refused.map((refusal) => refusal.id),
  ...outcome.notDone,
];

/** Why the rows a run leaves selected stay so, per reason: the question's reasons, then refused, then not sent. */
export const stayingReasons = (translate: Translate, plan: BulkPlan, outcome: BulkOutcome): ReasonCount[] => {
  const { refused, notDone, stoppedBy } = outcome;
  const counts = groupByReason(plan.skipped, (skipped) => skipped.reason).counts;
  if (refused.length) counts.push({ reason: translate('bulk.reasons.refused'), count: refused.length });
  if (notDone.length)
    counts.push({ reason: translate(stoppedBy === 'expired' ? 'bulk.reasons.notDone' : 'bulk.reasons.notSent'), count: notDone.length });
  return counts;
};
