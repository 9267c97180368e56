import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { muiThemeWithoutCssVariables } from './src/libraryShims/muiThemeWithoutCssVariables.ts';
import { raCoreInflection } from './src/libraryShims/raCoreInflectionPlugin.ts';
import { testFilesReplacingModules } from './tools/testFilesReplacingModules.ts';
import { testTime } from './shared/testTime.ts';

// One config for the build, the dev server and the three test projects.
// `npm run dev` (tools/dev.ts) adds the proxy to the demo platform: the platform names what it
// answers, derived from the screens' calls, so this file lists none of it.
const shim = (file: string) => fileURLToPath(new URL(`./src/libraryShims/${file}`, import.meta.url));

// SLINK_WITHOUT_SHIMS=reactRouterDom,muiTheme leaves the named stand-ins out of a build, so that
// `npm run bench:shims` can measure what each one saves. Unset, every stand-in applies.
const without = new Set((process.env.SLINK_WITHOUT_SHIMS ?? '').split(',').filter(Boolean));
const aliases = {
  reactRouterDom: { find: /^react-router-dom$/, replacement: shim('reactRouterDom.ts') },
  jsonexport: { find: /^jsonexport\/dist\/index\.js$/, replacement: shim('jsonexportOnDemand.ts') },
  objectEntries: { find: /^object\.entries$/, replacement: shim('objectEntries.cjs') },
  queryString: { find: /^query-string$/, replacement: shim('queryString.ts') },
};

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']> & { include: string[] };

const unit: ProjectTest = {
  environment: 'jsdom',
  include: [
    'src/**/*.test.{ts,tsx}',
    'shared/**/*.test.ts',
    'schemas/**/*.test.ts',
    'language/**/*.test.ts',
    'resources/**/*.test.{ts,tsx}',
  ],
  exclude: ['src/**/*.integration.test.ts'],
  setupFiles: ['src/test/setup.ts'],
  // Component tests drive MUI selects and dialogs through jsdom; on a busy 2-core machine
  // one can take several seconds. A limit, not a performance target (those are in bench/).
  testTimeout: testTime(30_000),
};
const platform: ProjectTest = {
  environment: 'node',
  // The console's data provider against the running demo platform, over real HTTP.
  include: ['server/**/*.test.ts', 'fixtures/**/*.test.ts', 'tools/**/*.test.ts', 'src/**/*.integration.test.ts'],
  testTimeout: testTime(30_000),
  // A change the store's journal would miss (a record changed in place but not named to commit())
  // fails the call that made it, rather than only being written whole (server/journal/check.ts).
  env: { SLINK_STORE_CHECK: '1' },
};
const e2e: ProjectTest = {
  environment: 'node',
  include: ['e2e/**/*.test.ts'],
  // Each step of a test has its own limit (20 s, e2e/harness.ts), which is what catches a screen
  // that never shows what it should. The whole test's limit only stops a test that is stuck; the
  // longest tests are 40 steps, about 20 s on a quiet 2-core machine, and 60 s was once not enough
  // beside two other browsers.
  testTimeout: testTime(120_000),
  hookTimeout: testTime(120_000),
  // A page on a busy 2-core machine can take seconds to show what it will show: expect.poll
  // waits as long as Playwright's own waits would, not vitest's default 1 s. A wrong value
  // still fails, only later.
  expect: { poll: { timeout: testTime(10_000) } },
  // Each file has its own demo platform (port 0, temp data) and its own Chromium, so files can run
  // side by side. Two at a time leave a 2-core machine about a fifth idle (81% busy); three keep it
  // 96% busy: the e2e stage took 397 s against 436 s with two (2026-11-27, the same hour).
  // E2E_WORKERS sets another count. A different worker count needs its own group: the browser
  // tests run after the others.
  maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
  sequence: { groupOrder: 1 },
};
// Test files that replace a module (vi.mock) run isolated: in a shared module registry a mock could
// miss a module another file loaded first, or stay for the next file. The others share one.
const root = fileURLToPath(new URL('.', import.meta.url));
const replacing = {
  unit: testFilesReplacingModules(root, ['src', 'shared', 'schemas', 'language', 'resources'], /(?<!\.integration)\.test\.tsx?$/),
  platform: [
    ...testFilesReplacingModules(root, ['server', 'fixtures', 'tools'], /\.test\.ts$/),
    ...testFilesReplacingModules(root, ['src'], /\.integration\.test\.ts$/),
  ],
  e2e: testFilesReplacingModules(root, ['e2e'], /\.test\.ts$/),
};
// One react-router in the tests (react-router 7.18.5, pinned in package.json). react-admin, loaded
// by Node from node_modules, gets the build Node picks from react-router's package exports (on
// Node 20 the CommonJS one), while Vite would give the console's own imports its ES module build:
// two copies, two router contexts, and react-admin did not see a test's MemoryRouter (it drew a
// hash router of its own). The tests' imports get Node's pick too; src/test/oneReactRouter.test.tsx
// fails if they stop sharing it.
const oneReactRouter = { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }] };
/** A project in two: the files that share a module registry, then those that replace modules. */
const sharingModules = (name: keyof typeof replacing, test: ProjectTest): TestProjectInlineConfiguration[] => [
  // Sharing a registry spares importing react-admin, MUI and the engine anew for every file: the
  // unit stage takes about a fifth of the time. src/test/setup.ts resets what a file may leave
  // behind (DOM, storage, spies, timers, address); a file that needs a module's first state says so
  // (vi.resetModules).
  {
    extends: true as const,
    resolve: oneReactRouter,
    test: { ...test, name, exclude: [...(test.exclude ?? []), ...replacing[name]], isolate: false },
  },
  ...(replacing[name].length > 0
    ? [{ extends: true as const, resolve: oneReactRouter, test: { ...test, name: `${name} (isolated)`, include: replacing[name] } }]
    : []),
];

export default defineConfig({
  // MUI's createTheme and ThemeProvider without the CSS-variables theme the console never uses
  // (src/libraryShims/muiCreateTheme.ts says why).
  // ra-core's two first-screen uses of inflection without its rule tables (src/libraryShims/raCoreInflection.ts).
  plugins: [
    react(),
    ...(without.has('muiTheme') ? [] : [muiThemeWithoutCssVariables()]),
    ...(without.has('inflection') ? [] : [raCoreInflection()]),
  ],
  // Leaner stand-ins for four dependencies of react-admin, each explained in its file:
  // react-router-dom without its data router, jsonexport on demand, native Object.entries,
  // query-string's two functions.
  resolve: {
    alias: Object.entries(aliases)
      .filter(([name]) => !without.has(name))
      .map(([, alias]) => alias),
  },
  server: { port: 5173 },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    // vitest's default is one worker per core minus one: a single worker on CI's 2 cores. The
    // suite waits on jsdom, the demo platform and Chromium far more than it computes, so a few
    // more workers finish it much sooner.
    maxWorkers: 3,
    // Every project's set-up and tear-down; the e2e project's own is longer.
    hookTimeout: testTime(10_000),
    // The usual output, then what failed browser tests' pages did (tools/failureReports.ts), then
    // each project's wall time (tools/stageTimes.ts).
    reporters: ['default', './tools/failureReports.ts', './tools/stageTimes.ts'],
    projects: [...sharingModules('unit', unit), ...sharingModules('platform', platform), ...sharingModules('e2e', e2e)],
  },
});
