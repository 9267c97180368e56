// Runs one action over many rows with the platform's own single-record calls (it has no bulk
// call): at most `inFlight` at a time, never a retry. Cancel stops new calls (those in flight
// finish and count); an expired or refused token stops the run too, and what was not done is
// handed back so it can be kept for after sign-in.
import type { Identifier } from 'react-admin';

export interface Refusal {
  id: Identifier;
  message: string;
}

export interface BulkOutcome {
  succeeded: Identifier[];
  refused: Refusal[];
  /** rows never sent (after Cancel or an expired session), and the row whose call met the expiry */
  notDone: Identifier[];
  stoppedBy?: 'cancel' | 'expired';
}

export interface BulkRun {
  ids: readonly Identifier[];
  send: (id: Identifier) => Promise<unknown>;
  /** the platform's message of a refusal */
  messageOf: (error: unknown) => string;
  /** true for a failure that means the session is over (401) */
  expired: (error: unknown) => boolean;
  cancelled: () => boolean;
  /** called after each answer with how many rows have one */
  progress?: (answered: number) => void;
  inFlight?: number;
}

export async function runBulk({ ids, send, messageOf, expired, cancelled, progress, inFlight = 4 }: BulkRun): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { succeeded: [], refused: [], notDone: [] };
  let next = 0;
  const expiredIds: Identifier[] = [];
  const stopped = () => {
    if (outcome.stoppedBy === undefined && cancelled()) outcome.stoppedBy = 'cancel';
    return outcome.stoppedBy !== undefined;
  };
  const lane = async () => {
    while (next < ids.length && !stopped()) {
      const id = ids[next++];
      try {
        await send(id);
        outcome.succeeded.push(id);
      } catch (error) {
        if (expired(error)) {
          outcome.stoppedBy = 'expired';
          expiredIds.push(id);
          continue;
        }
        outcome.refused.push({ id, message: messageOf(error) });
      }
      progress?.(outcome.succeeded.length + outcome.refused.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, ids.length) }, lane));
  outcome.notDone = [...expiredIds, ...ids.slice(next)];
  return outcome;
}
