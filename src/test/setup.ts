import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. Form modes load lazily (a dynamic import that
// vitest transforms on first use), which on a busy 2-core CI machine can take longer: a wait
// limit, not a performance assertion (those live in bench/).
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
