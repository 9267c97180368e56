// One setting for every wait limit in the tests: SLINK_TEST_TIME_FACTOR (default 1) multiplies the
// test, hook and poll limits of vite.config.ts, Testing Library's waits and the limits a test sets
// itself. On a machine busy with other work, `SLINK_TEST_TIME_FACTOR=3 npm test` lets each wait last
// three times as long; a wrong answer still fails, only later. Performance lives in bench/, never here.
const read = (value: string | undefined): number => {
  const factor = Number(value ?? 1);
  if (!Number.isFinite(factor) || factor < 1) throw new Error(`SLINK_TEST_TIME_FACTOR must be a number of 1 or more, not ${value}`);
  return factor;
};

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** How many times longer than on an idle machine each test wait may last. */
export const TEST_TIME_FACTOR = read(env.SLINK_TEST_TIME_FACTOR);

/** A wait limit in milliseconds, scaled by SLINK_TEST_TIME_FACTOR. */
export const testTime = (ms: number): number => Math.round(ms * TEST_TIME_FACTOR);
