import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { importsSettled } from '../data/trackedImport';
import { isDeliberateFailure } from './deliberateFailure';

// findBy*/waitFor give up after 1 s by default. Form modes load lazily (a dynamic import that
// vitest transforms on first use), which on a busy 2-core CI machine can take longer: a wait
// limit, not a performance assertion (those live in bench/).
configure({ asyncUtilTimeout: 10000 });

// The console logs a failed platform call (react-admin does, outside production). A failure a
// test caused on purpose is left out of the output; every other logged error still shows.
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!args.some(isDeliberateFailure)) logError(...args);
};

// A lazy part a test started loading (a form, a text pack, a preload when idle) finishes inside
// the test's environment, never after it is torn down.
afterEach(async () => {
  await importsSettled();
  cleanup();
  sessionStorage.clear();
});
afterAll(() => importsSettled());
