// npm run check-platform's whole run, apart from its command line: sign in as the console does,
// make every declared read against the platform, say one line per call and a summary. The
// contract is this console's own (made from its declarations), never the one the platform serves.
import { freshOpenapi } from '../openapi/openapiFile';
import { checkReads, type CallResult } from './checkReads';
import { platformClient, proxyOf } from './client';
import type { CheckOptions } from './options';
import type { Contract } from './readPlan';
import { progressBar, resultLines, summaryLine } from './report';
import { signIn } from './signIn';
import { writePlan, writeRoundTrip } from './writes';

export interface CheckRun {
  options: CheckOptions;
  password: string;
  /** one line of the report */
  say: (line: string) => void;
  /** a progress bar's line, when there is a terminal for it */
  progress?: (text: string) => void;
  env?: Record<string, string | undefined>;
  /** the contract; the console's own without it */
  contract?: Contract;
}

/** The exit code of a run: 0 when nothing differs, 1 on a difference, 2 when it could not run (sign-in). */
export const exitCodeOf = ({ results, failed }: { results: readonly CallResult[]; failed?: string }): number =>
  failed ? 2 : results.some((r) => r.outcome === 'differs') ? 1 : 0;

/** The results, or the sign-in failure; the caller exits non-zero on either a difference or a failure (exitCodeOf). */
export const checkPlatform = async (run: CheckRun): Promise<{ results: CallResult[]; failed?: string }> => {
  const { options, say } = run;
  const env = run.env ?? process.env;
  const proxy = proxyOf(env);
  say(
    `Checking ${options.base} as ${options.user}${proxy ? ` through the proxy ${proxy}` : ''}${options.insecure ? ', any certificate accepted' : ''}`,
  );
  say(
    options.writes
      ? 'Writes (--writes): it makes one record of its own and deletes it again; nothing else is written'
      : 'Only reads: nothing is written',
  );
  const fetcher = await platformClient({ insecure: options.insecure, timeoutMs: options.timeoutMs, env });
  let session;
  try {
    session = await signIn(fetcher, options.base, options.user, run.password);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    say(message);
    return { results: [], failed: message };
  }
  say(`Signed in; role ${session.role ?? '(none)'}`);
  const contract = run.contract ?? ((await freshOpenapi()) as unknown as Contract);
  const plan = options.writes ? writePlan(contract, session.role, `slink-check ${new Date().toISOString()}`) : undefined;
  if (options.writes)
    say(
      plan
        ? `Writes: makes ${plan.title} ${JSON.stringify(plan.body)} at POST ${plan.path}, then deletes it at DELETE ${plan.deletePath}`
        : `Writes: none (no record the role ${session.role ?? '(none)'} may make and delete can be made from its schema alone)`,
    );
  const reads = await checkReads({
    base: options.base,
    session,
    fetcher,
    contract,
    onProgress: run.progress ? (done, total, call) => run.progress!(progressBar(done, total, call)) : undefined,
  });
  run.progress?.(`\r${' '.repeat(120)}\r`);
  const results = plan ? [...reads, ...(await writeRoundTrip(plan, options.base, session, fetcher, contract))] : reads;
  for (const result of results) for (const line of resultLines(result)) say(line);
  say(summaryLine(results));
  return { results };
};
