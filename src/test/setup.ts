import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { importsSettled } from '../data/trackedImport';
import { isDeliberateFailure } from './deliberateFailure';
import { testTime } from '../../shared/testTime';

// findBy*/waitFor give up after 1 s by default. Form modes load lazily (a dynamic import that
// vitest transforms on first use), which on a busy 2-core CI machine can take longer: a wait
// limit, not a performance assertion (those live in bench/); SLINK_TEST_TIME_FACTOR scales it.
configure({ asyncUtilTimeout: testTime(10_000) });

// The console logs a failed platform call (react-admin does, outside production). A failure a
// test caused on purpose is left out of the output; every other logged error still shows.
// This file runs before every test file, and most test files share one environment
// (vite.config.ts): the filter is put in front of the console's own error log once.
const FILTERED = Symbol.for('slink.deliberateFailuresFiltered');
const errorLog = console.error as typeof console.error & { [FILTERED]?: true };
if (!errorLog[FILTERED]) {
  const logError = console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (!args.some(isDeliberateFailure)) logError(...args);
    },
    { [FILTERED]: true as const },
  );
}

// A lazy part a test started loading (a form, a text pack, a preload when idle) finishes inside
// the test's environment, never after it is torn down.
// The window's address goes back to the root after each test too: a test that draws a
// BrowserRouter leaves its address there. (Before the tests had one react-router, vite.config.ts,
// react-admin drew a hash router of its own there, and a list left at page 2 opened the next
// test's list at page 2: src/engine/bulk/BulkActions.test.tsx.)
afterEach(async () => {
  await importsSettled();
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
// Each test file starts as a fresh one would, though most share an environment: nothing spied,
// real timers, empty storage, the address at the root.
afterAll(async () => {
  await importsSettled();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
