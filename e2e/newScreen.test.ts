// A new screen is three new files and no other change (docs/adding-a-screen.md). This test does
// what the guide says, reading it: in a copy of the tree (the files git tracks or would track)
// it runs the guide's `npm run new-screen` command and writes the guide's three file blocks over
// the files it made, and runs the scaffold once more for a screen left as written. Then: no
// tracked file differs (`git diff --exit-code`), the only new files are those, the copy builds
// (lists, validators, type check, bundle) and passes lint, its tests that check the declarations
// pass (e2e/declarationTests.ts), and its platform serves the screen. In Chromium the system admin
// uses it in the Admin menu; the read-only role lists and views with no write button; every call,
// in every spelling, meets the token and role checks, and a path of the new service that no screen
// declares is a 404 (e2e/newScreenCalls.ts).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, SYS_ADMIN } from '../language/roles';
import { parseArgs, pathsOf, singular } from '../tools/newScreen';
import { GUIDE, guideCommand, guideFiles } from '../tools/screenGuide';
import { column } from './adminKit';
import { channelKit } from './channelKit';
import { declarationTests, runDeclarationTests } from './declarationTests';
import { ROOT, platformToken, sideMenu, sideMenuItems, useE2E } from './harness';
import { copyScreen, guardMisses } from './newScreenCalls';
import { BUILD_STEPS, linesWritten, menuWith, SCRIPTS, textIn } from './newScreenKit';
import { startCopy, type Copy } from './newScreenCopy';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'newScreen' });
let url = '';
const { seen, alertSays, rowOf, filter, openAs, admin, addAccount } = channelKit(e2e, () => url);

const COMMAND = guideCommand();
const GUIDE_FILES = guideFiles();
const { name: NAME, service: BASE } = parseArgs(COMMAND);
const PATHS = pathsOf({ name: NAME, entity: singular(NAME) });
/** A second screen, as the scaffold writes it with no option. */
const RAW = 'callTags';
const RAW_PATHS = pathsOf({ name: RAW, entity: singular(RAW) });
const FIXTURES = JSON.parse(GUIDE_FILES[PATHS.fixtures]) as { name: string; prompt_text: string }[];

const run = (cwd: string, command: string, args: readonly string[]) =>
  promisify(execFile)(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 });

let dir = '';
let copy: Copy | undefined;
const made = {
  diffExit: -1,
  status: [] as string[],
  scaffolded: {} as Record<string, string>,
  declarationTests: [] as string[],
};
let declarationRun: Promise<{ passed: boolean; output: string }> | undefined;

/** How long each step of the set-up took, printed at its end (the build is most of the test's time). */
const steps: string[] = [];
const timed = async <T>(step: string, work: Promise<T>): Promise<T> => {
  const start = Date.now();
  const done = await work;
  steps.push(`${step} ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return done;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'slink-new-screen-'));
  const { stdout } = await run(ROOT, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const files = stdout.split('\0').filter((f) => f && f !== 'node_modules');
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const git = (...args: string[]) => run(dir, 'git', ['-c', 'user.name=proof', '-c', 'user.email=proof@example.com', ...args]);
  await timed(
    'git',
    git('init', '-q')
      .then(() => git('add', '-A'))
      .then(() => git('commit', '-q', '--no-gpg-sign', '-m', 'the tree as it is')),
  );

  // The guide's steps: its command, then its files over the ones the command wrote.
  await timed('new-screen', run(dir, 'npm', ['run', '--silent', 'new-screen', '--', ...COMMAND]));
  for (const path of Object.values(PATHS)) made.scaffolded[path] = readFileSync(join(dir, path), 'utf8');
  await run(dir, 'npm', ['run', '--silent', 'new-screen', '--', RAW]);
  for (const [path, text] of Object.entries(GUIDE_FILES)) writeFileSync(join(dir, path), text);

  made.diffExit = await git('diff', '--exit-code', '--stat').then(
    () => 0,
    (error: { code: number }) => error.code,
  );
  made.status = (await git('status', '--porcelain', '--untracked-files=all')).stdout.split('\n').filter(Boolean);
  const sources = [PATHS.schema, PATHS.config, RAW_PATHS.schema, RAW_PATHS.config];
  // The copy builds as a fresh checkout does with npm run build (the lists and validators, then
  // the type check and the bundle, here side by side), and the new files pass the lint.
  await timed('validators', run(dir, 'npm', ['run', 'validators']));
  // The copy's tests that check the declarations need only the lists and validators: they start
  // now, beside the build, the platform and the browser, and are awaited by the last test.
  made.declarationTests = declarationTests(dir, files);
  declarationRun = timed('declaration tests', runDeclarationTests(dir, made.declarationTests));
  const path = `${join(dir, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`;
  await Promise.all([
    ...BUILD_STEPS.map(({ step, command }) =>
      timed(
        step,
        promisify(execFile)('sh', ['-c', command], { cwd: dir, env: { ...process.env, PATH: path }, maxBuffer: 16 * 1024 * 1024 }),
      ),
    ),
    timed(
      'lint',
      run(dir, 'npx', ['eslint', '--max-warnings', '0', ...sources]).then(() => run(dir, 'npx', ['prettier', '--check', ...sources])),
    ),
  ]);
  copy = await startCopy(dir);
  url = copy.url;
  console.log(`new screen, set-up: ${steps.join(', ')}`);
}, testTime(300_000));

afterAll(async () => {
  await declarationRun;
  if (copy) await copy.stop();
  else if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

describe("a new screen from the guide's command and three files", () => {
  it('changes no tracked file and adds only the three files of each screen; the guide states the lines written', async () => {
    expect(made.diffExit).toBe(0);
    expect(made.status.sort()).toEqual([...Object.values(PATHS), ...Object.values(RAW_PATHS)].map((path) => `?? ${path}`).sort());
    let written = 0;
    for (const path of Object.values(PATHS)) written += await linesWritten(made.scaffolded[path], GUIDE_FILES[path]);
    console.log(`new screen: 3 files created, ${written} lines written on the scaffold's, 0 existing files changed`);
    expect(readFileSync(GUIDE, 'utf8')).toContain(`**3 files created, ${written} lines written**`);
    // The set-up's build steps are npm run build's: its prebuild, then each of its steps.
    expect(SCRIPTS.prebuild).toBe('npm run validators');
    expect(BUILD_STEPS.map(({ step }) => step)).toEqual(['type check', 'vite build']);
    for (const { step } of BUILD_STEPS) expect(steps).toContainEqual(expect.stringMatching(new RegExp(`^${step} `)));
  });

  it('lists, filters, adds (refusing a blank and a taken name), edits, assigns and removes an account, views and deletes', async () => {
    const config = GUIDE_FILES[PATHS.config];
    const page = await admin('/admin', 'Email');
    const rawConfig = readFileSync(join(copy!.dir, RAW_PATHS.config), 'utf8');
    await expect.poll(() => sideMenuItems(page)).toEqual(menuWith(SYS_ADMIN, [config, rawConfig]));
    await sideMenu(page).getByRole('menuitem', { name: 'Voice Prompts' }).click();
    for (const header of ['Name', 'Language', 'Voice', 'Enabled', 'Accounts'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await page.locator('main table[aria-busy="false"] tbody tr').first().waitFor();
    expect(await column(page, 0)).toEqual(FIXTURES.map((f) => f.name).sort());
    // Languages are labelled choices: the list shows, and the filter matches, their titles.
    await expect.poll(() => rowOf(page, 'Bienvenida').textContent()).toContain('Spanish (US)');
    await filter(page, 'spanish');
    await expect
      .poll(async () => (await page.getByRole('row').allTextContents()).slice(1))
      .toEqual([expect.stringContaining('Bienvenida')]);
    await filter(page, '');

    await page.getByRole('button', { name: 'Add new Voice Prompt' }).click();
    const create = page.getByRole('dialog', { name: 'Add new Voice Prompt' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Name cannot be empty');
    await create.getByLabel('Name').fill('welcome');
    await create.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English (US)' }).click();
    // The prompt text is a paragraph: it takes a second line.
    await create.getByLabel('Prompt Text').fill('We are closed today.\nPlease call again tomorrow.');
    // Fields JSON Schema's own types describe: a list of choices, a time of day, a whole number.
    await create.getByRole('combobox', { name: /^Days/ }).click();
    await page.getByRole('option', { name: 'Monday' }).click();
    await page.getByRole('option', { name: 'Friday' }).click();
    await page.keyboard.press('Escape');
    await create.getByLabel('Plays From').fill('09:30');
    await create.getByRole('spinbutton', { name: 'Repeats' }).fill('2');
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Check that a voice prompt with that name does not already exist.');
    await create.getByLabel('Name').fill('Closed today');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully added voice prompt Closed today');

    await rowOf(page, 'Closed today').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Voice Prompt' });
    await edit.getByLabel('Name').fill('Closed for the holiday');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully updated voice prompt Closed for the holiday');

    await rowOf(page, 'Closed for the holiday').getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Account' });
    await addAccount(page, assign, 'Bluewater Oncology');
    await seen(page, 'Voice prompt account 10702 successfully added');
    await assign.getByRole('button', { name: 'Remove Bluewater Oncology (10702)', exact: true }).click();
    await seen(page, 'Voice prompt account 10702 successfully removed');
    await assign.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'Closed for the holiday').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Voice Prompt Details' });
    await seen(view, 'No account assigned');
    await seen(view, 'We are closed today.');
    await seen(view, 'Please call again tomorrow.');
    // As the schema types them: the days' titles in the schema's order, the time as stored.
    const line = (label: string) => view.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect.poll(() => line('Days').getByRole('cell').textContent()).toBe('Monday, Friday');
    expect(await line('Plays From').getByRole('cell').textContent()).toBe('09:30:00');
    expect(await line('Repeats').getByRole('cell').textContent()).toBe('2');
    await view.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'Closed for the holiday').getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Voice Prompt' });
    await seen(remove, 'Are you sure you want to permanently remove the voice prompt "Closed for the holiday" ?');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted voice prompt Closed for the holiday');
    await expect.poll(() => rowOf(page, 'Closed for the holiday').count()).toBe(0);
  });

  it('shows the read-only role the list and the view, and no write button', async () => {
    const page = await openAs('apilinks@example.com', '/admin/voiceprompts');
    await expect.poll(() => sideMenuItems(page)).toEqual(menuWith(APILINK_MANAGER, [GUIDE_FILES[PATHS.config]]));
    await rowOf(page, FIXTURES[0].name).waitFor();
    expect(await page.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    // Each row: its name (a link to the view) and the View button, nothing else.
    const buttons = (await page.locator('main table tbody').getByRole('button').allTextContents()).map((t) => t.trim());
    expect([...new Set(buttons.filter((text) => !FIXTURES.some((f) => f.name === text)))]).toEqual(['View']);
    await rowOf(page, FIXTURES[0].name).getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Voice Prompt Details' });
    await seen(view, FIXTURES[0].prompt_text);
    await e2e.screenshot(page, 'voice-prompt-read-only');
  });

  it('answers every call in every spelling: 401 without a token, 200 on reads and 403 on writes to the read-only role, 403 to a role outside; an undeclared path of the service is a 404', async () => {
    const [writer, reader, outsider] = await Promise.all(
      (
        [
          [SYS_ADMIN, 'admin@example.com'],
          [APILINK_MANAGER, 'apilinks@example.com'],
          [ENGAGEMENT_MANAGER, 'engagement@example.com'],
        ] as const
      ).map(async ([role, email]) => ({ role, token: await platformToken(url, email) })),
    );
    const call = (path: string, token: string) => fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const before = await (await call(`${BASE}`, writer.token)).json();
    const screen = await copyScreen(copy!.dir, PATHS.config);
    const { calls, misses } = await guardMisses(url, copy!.dir, screen, `${BASE}`, { reader, outsider, writer });
    expect(misses).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    // A refused write changed nothing.
    expect(await (await call(`${BASE}`, writer.token)).json()).toEqual(before);
    expect((await call(`${BASE}/1`, writer.token)).status).toBe(200);
    // The scaffold's own screen, unedited: served to the system admin alone.
    const rawBase = textIn(readFileSync(join(copy!.dir, RAW_PATHS.config), 'utf8'), /^const BASE = '([^']+)';$/m);
    expect([(await call(rawBase, writer.token)).status, (await call(rawBase, reader.token)).status]).toEqual([200, 403]);
  });

  it("passes, in the copy, every test that checks the declarations (the screens', their records')", async () => {
    const { passed, output } = await declarationRun!;
    console.log(`new screen, ${steps.find((step) => step.startsWith('declaration tests'))} beside the build, the platform and the browser`);
    // The rule finds the side menus' and the word table's, which a new screen most often breaks.
    expect(made.declarationTests).toEqual(expect.arrayContaining(['src/shell/navigation.test.ts', 'tools/wordCensus.test.ts']));
    const failed = output.split('\n').filter((line) => /FAIL|×/.test(line));
    expect({ passed, failed }).toEqual({
      passed: true,
      failed: [],
    });
    // Those files and no other: vitest's file filters alone also ran BulkActions.test.tsx.
    expect(output).toContain(`ran ${made.declarationTests.length} test files exactly, 0 failed`);
  });
});
