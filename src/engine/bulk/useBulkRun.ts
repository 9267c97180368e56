// A bulk action's run: its progress (n of N), Cancel (no call starts after it), and the outcome.
// The rows done leave the selection; the rows not done (left out by the question, refused, not
// sent) are then exactly the selection, as the summary counts them per reason (byReason.ts).
// A 401 ends the run: every selected row not done stays selected for after sign-in (selection.ts) and the
// platform's expiry text shows, which sends the user to sign in (ErrorBanner).
import { useRef, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { useSession } from '../../auth/useSession';
import { failureMessage } from '../failureMessage';
import type { BulkAction } from './bulkActions';
import type { BulkPlan } from './bulkPlan';
import { bulkSender } from './bulkSender';
import { stayingIds } from './byReason';
import { runBulk, type BulkOutcome } from './runBulk';
import type { BulkHost } from './bulkHost';

const ENDPOINT = { delete: 'delete', enable: 'update', disable: 'update', assign: 'assign' } as const;

export const useBulkRun = (config: ResourceConfig, action: BulkAction, host: BulkHost) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const session = useSession();
  const [answered, setAnswered] = useState(0);
  const [running, setRunning] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome & { expiry?: string; kept?: number }>();
  const stop = useRef(false);

  const start = async (plan: BulkPlan, accountId?: Identifier) => {
    setRunning(true);
    let expiry: string | undefined;
    const result = await runBulk({
      ids: plan.send,
      send: bulkSender({ dataProvider, config, action, session, accountId }),
      messageOf: (error) => failureMessage(translate, error, undefined, ENDPOINT[action.key], config),
      expired: (error) => {
        const ended = (error as { status?: unknown } | null)?.status === 401;
        if (ended) expiry = failureMessage(translate, error, undefined);
        return ended;
      },
      cancelled: () => stop.current,
      progress: setAnswered,
    });
    setRunning(false);
    // What succeeded leaves the selection; refused rows, rows not sent and rows the confirmation
    // left out stay selected, kept for after sign-in when the session ended.
    const left = stayingIds(plan, result);
    if (result.stoppedBy === 'expired') host.keep(left);
    else host.select(left);
    setOutcome({ ...result, expiry, kept: result.stoppedBy === 'expired' ? left.length : undefined });
    if (expiry) return;
    await dataProvider.invalidate(config.name);
    host.refresh();
  };
  const cancel = () => {
    stop.current = true;
    setStopping(true);
  };
  return { start, cancel, answered, running, stopping, outcome };
};
