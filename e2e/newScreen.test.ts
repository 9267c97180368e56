// A new screen is three files (docs/adding-a-screen.md): its schema, its screen config (texts and
// the platform's records included) and its fixtures. This test follows that guide for the example
// in e2e/newScreen/ (SMS keywords): it copies the tree, adds the three files and nothing else,
// builds the copy and starts its platform, then uses the screen in Chromium as staff would, and
// checks that its calls meet the token and role check.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelKit } from './channelKit';
import { ROOT, platformToken, sideMenu, useE2E } from './harness';

const e2e = useE2E({ file: 'newScreen' });
let url = '';
const { seen, alertSays, rowOf, filter, admin, addAccount } = channelKit(e2e, () => url);

const EXAMPLE = join(ROOT, 'e2e', 'newScreen');
const FILES = ['schemas/smsKeyword.schema.ts', 'resources/smsKeywords.ts', 'fixtures/smsKeywords.json'];
/** What a fresh clone does not have, or what the copy makes for itself. */
const LEFT_OUT =
  /^(node_modules|dist|\.data|\.git|e2e\/artifacts|bench\/results|e2e\/newScreen|[a-z]+\/generated|shared\/validation\/generated)(\/|$)/;

let copy = '';
let server: ChildProcess | undefined;

/** Starts the copy's platform on a free port and resolves with its address. */
const startCopy = (): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy,
      env: { ...process.env, PORT: '0', SLINK_DATA_DIR: join(copy, '.data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      const address = /demo platform: (http:\/\/127\.0\.0\.1:\d+)/.exec(said);
      if (address) resolve(address[1]);
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => reject(new Error(`the copy's platform stopped (${code}):\n${said}`)));
  });

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'slink-new-screen-'));
  cpSync(ROOT, copy, { recursive: true, filter: (from) => !LEFT_OUT.test(relative(ROOT, from)) });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (const file of FILES) cpSync(join(EXAMPLE, file), join(copy, file));
  // The copy builds as a fresh checkout does: the lists of screens, the validators, the type
  // check (which checks the three files) and the console's bundle.
  await promisify(execFile)('npm', ['run', 'build'], { cwd: copy, maxBuffer: 16 * 1024 * 1024 });
  url = await startCopy();
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await stopped;
  }
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 3 });
});

describe('a new screen from three files (SMS keywords)', () => {
  it('is three files of under 150 lines together', () => {
    const lines = FILES.map((file) => readFileSync(join(EXAMPLE, file), 'utf8').split('\n').length - 1);
    expect(lines.reduce((a, b) => a + b, 0)).toBeLessThan(150);
  });

  it('lists, filters, adds (refusing a blank and a taken keyword), edits, assigns and removes an account, and deletes', async () => {
    const page = await admin('/digichannel', 'Short Code');
    // In the Digital Channels menu, where its declared order puts it.
    await expect
      .poll(() => sideMenu(page).getByRole('menuitem').allTextContents())
      .toEqual(['Short Codes', 'SMS Keywords', 'Vendors', 'Email Domains', 'Email Unsubscribe', 'Email Templates', 'Logout']);
    await sideMenu(page).getByRole('menuitem', { name: 'SMS Keywords' }).click();
    await page.getByRole('columnheader', { name: 'Keyword' }).waitFor();
    await page.getByRole('columnheader', { name: 'Description' }).waitFor();
    await page.locator('main table[aria-busy="false"] tbody tr').first().waitFor();
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual(['FLU', 'JOIN', 'REFILL']);
    await filter(page, 'refill');
    await expect
      .poll(async () => (await page.getByRole('row').allTextContents()).slice(1))
      .toEqual([expect.stringContaining('Prescription refill requests')]);
    await filter(page, '');

    await page.getByRole('button', { name: 'Add new SMS Keyword' }).click();
    const create = page.getByRole('dialog', { name: 'Add new SMS Keyword' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Keyword cannot be empty');
    await create.getByLabel('Keyword').fill('two words');
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Keyword must be one word of letters and digits');
    await create.getByLabel('Keyword').fill('join');
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Check that an SMS keyword with that name does not already exist.');
    await create.getByLabel('Keyword').fill('VAX');
    await create.getByLabel('Description').fill('Vaccine clinic times');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully added SMS keyword VAX');

    await rowOf(page, 'VAX').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit SMS Keyword' });
    await edit.getByLabel('Keyword').fill('VACCINE');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully updated SMS keyword VACCINE');

    await rowOf(page, 'VACCINE').getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Account' });
    await addAccount(page, assign, 'Bluewater Oncology');
    await seen(page, 'SMS keyword account 10702 successfully added');
    await assign.getByRole('button', { name: 'Remove Bluewater Oncology (10702)', exact: true }).click();
    await seen(page, 'SMS keyword account 10702 successfully removed');
    await assign.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'VACCINE').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'SMS Keyword Details' });
    await seen(view, 'Vaccine clinic times');
    await seen(view, 'No account assigned');
    await e2e.screenshot(page, 'sms-keyword-view');
    await view.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'VACCINE').getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete SMS Keyword' });
    await seen(remove, 'Are you sure you want to permanently remove the SMS keyword "VACCINE" ?');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted SMS keyword VACCINE');
    await expect.poll(() => rowOf(page, 'VACCINE').count()).toBe(0);
  });

  it("refuses its calls without a token (401) and to a role outside the screen's (403)", async () => {
    const call = (method: string, path: string, token?: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((res) => res.status);
    const manager = await platformToken(url, 'engagement@example.com');
    const adminToken = await platformToken(url, 'admin@example.com');
    const calls: [string, string, unknown?][] = [
      ['GET', '/text-service/keywords'],
      ['GET', '/text-service/keywords/1'],
      ['POST', '/text-service/keywords', { keyword: 'NOPE' }],
      ['PUT', '/text-service/keywords/1', { keyword: 'FLU' }],
      ['DELETE', '/text-service/keywords/1'],
      ['POST', '/text-service/keywords/1/accounts/10702'],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, await call(method, path, undefined, body)]).toEqual([method, path, 401]);
      expect([method, path, await call(method, path, manager, body)]).toEqual([method, path, 403]);
    }
    expect(await call('GET', '/text-service/keywords', adminToken)).toBe(200);
    expect(await call('GET', '/text-service/keywords/1', adminToken)).toBe(200);
    // Another spelling of the path is no way round the check: nothing answers it.
    expect(await call('GET', '/TEXT-SERVICE/Keywords')).toBe(401);
    expect(await call('GET', '/TEXT-SERVICE/Keywords', manager)).toBe(404);
    expect(await call('GET', '/TEXT-SERVICE/Keywords', adminToken)).toBe(404);
  });
});
