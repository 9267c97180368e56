// The first screen's scripts, as the browser asked for them before the first rows of /admin
// showed: at most 200 KB gzip (the list worker's script, which runs beside the page, is counted
// on a line of its own), and free of the library code the stand-ins in
// src/libraryShims/ replace. If an upgrade moves the file a stand-in targets, the alias stops
// applying silently; this test is what notices (the replaced code comes back, or the size grows).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openAdminToFirstRow } from '../bench/measure';
import { gzipKb, scriptsAskedBefore, splitWorkerScripts, workerScriptsIn } from '../bench/jsSize';
import { loadRecordKeeping } from '../server/recordFiles';
import { DIST, signIn, useE2E } from './harness';

const e2e = useE2E({ file: 'firstScreen' });

const BUDGET_KB = 200;

/** A string only the replaced code holds, kept in a production build. */
const REPLACED = {
  "react-router's data router (src/libraryShims/reactRouterDom.ts)": 'You must provide a non-empty routes array to createRouter',
  'jsonexport, loaded on the first export only (src/libraryShims/jsonexportOnDemand.ts)': 'Prop Data Value',
  "the object.entries polyfill's intrinsics (src/libraryShims/objectEntries.cjs)": '%AsyncFromSyncIteratorPrototype%',
  "MUI's CSS-variables theme (src/libraryShims/muiThemeWithoutCssVariables.ts)": 'errorFilledBg',
  "inflection's rule tables (src/libraryShims/raCoreInflection.ts)": 'zoology',
  'query-string (src/libraryShims/queryString.ts)': 'arrayFormatSeparator must be single character string',
};

test('the scripts before the first rows of /admin stay within 200 KB gzip, without the replaced library code', async () => {
  const signedIn = await e2e.newPage();
  await signIn(signedIn, 'admin@example.com');
  const session = await signedIn.evaluate(() => ({ atk: sessionStorage.getItem('atk')!, result: sessionStorage.getItem('LOGIN_RESULT') }));

  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, drawn } = await openAdminToFirstRow(context, e2e.url, session);
    const firstRow = await drawn;
    const scripts = splitWorkerScripts([...new Set(await scriptsAskedBefore(page, firstRow))]).page;
    expect(scripts.length).toBeGreaterThan(1);

    const size = gzipKb(DIST, scripts);
    const worker = gzipKb(DIST, workerScriptsIn(DIST));
    console.log(`first screen of /admin: ${size.files} scripts, ${size.kb} KB gzip (budget ${BUDGET_KB} KB)`);
    console.log(`the list worker: ${worker.files} script, ${worker.kb} KB gzip`);
    expect(size.kb).toBeLessThanOrEqual(BUDGET_KB);

    const text = scripts.map((p) => readFileSync(join(DIST, p), 'utf8')).join('\n');
    const present = Object.entries(REPLACED)
      .filter(([, telltale]) => text.includes(telltale))
      .map(([name]) => name);
    expect(present).toEqual([]);
  } finally {
    await context.close();
  }
});

test('each telltale is in the library it stands for, so its absence above means something', () => {
  const files: Record<string, string> = {
    'You must provide a non-empty routes array to createRouter': 'react-router/dist/production/index.mjs',
    'Prop Data Value': 'jsonexport/lib/parser/csv.js',
    'arrayFormatSeparator must be single character string': 'query-string/index.js',
    '%AsyncFromSyncIteratorPrototype%': 'get-intrinsic/index.js',
    errorFilledBg: '@mui/material/esm/styles/createThemeWithVars.js',
    zoology: 'inflection/lib/inflection.js',
  };
  for (const [telltale, file] of Object.entries(files)) {
    const path = join(process.cwd(), 'node_modules', file);
    let text = readFileSync(path, 'utf8');
    // react-router's production entry re-exports chunks: read them too.
    for (const chunk of text.matchAll(/from\s+["'](\.\/[^"']+)["']/g)) text += readFileSync(join(path, '..', chunk[1]), 'utf8');
    expect({ file, found: text.includes(telltale) }).toEqual({ file, found: true });
  }
});

test("the platform's record declarations stay out of the console's scripts", async () => {
  // Screen configs export `records` for the platform only; the build drops exports nobody imports.
  // The texts only a declaration holds (not-found answers, link refusals) tell whether it did.
  const telltales = (await loadRecordKeeping()).flatMap((r) => [r.notFound, r.deleteRefused?.whileLinked?.message]);
  const texts = telltales.filter((t): t is string => !!t);
  expect(texts.length).toBeGreaterThan(2);
  const scripts = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(DIST, 'assets', f), 'utf8'))
    .join('\n');
  expect(texts.filter((t) => scripts.includes(t))).toEqual([]);
});
