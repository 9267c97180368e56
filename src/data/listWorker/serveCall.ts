// A GET call the page has the worker make (a report's large answer): fetched and parsed here,
// off the page's main thread, and sent back in pieces (answerPieces.ts) so that reading it never
// holds the page either.
import type { callPlatform } from '../httpAnswer';
import { splitAnswer } from './answerPieces';
import type { FromWorker, Port, ToWorker } from './protocol';

export const serveCall = async (
  port: Pick<Port<ToWorker, FromWorker>, 'postMessage'>,
  { id, url, token }: Extract<ToWorker, { kind: 'call' }>,
  call: typeof callPlatform,
): Promise<void> => {
  const answer = await call(url, 'GET', token);
  if (!answer.ok) return port.postMessage({ kind: 'failed', id, failure: answer.failure, message: answer.failure.message });
  const { pieces, rest } = splitAnswer(answer.json);
  for (const piece of pieces) port.postMessage({ kind: 'piece', id, ...piece });
  port.postMessage({ kind: 'answer', id, value: rest });
};
