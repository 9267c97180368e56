// Every list's Export: the rows matching the filter, in the list's sort, all pages, the visible
// columns as shown, as <screen>-<timestamp>.csv; and for another role's screen too.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { byText, column, dataRows, filterBox, users, usersScreen } from './adminKit';
import { signInAt, useE2E } from './harness';
import type { Page } from 'playwright-core';

const e2e = useE2E({ file: 'listExport' });

/** Clicks Export and reads the file the browser saves. */
const exported = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), lines: (await readFile((await file.path())!, 'utf8')).trimEnd().split('\n') };
};

describe('list export', () => {
  test('users: the filtered rows in the list sort, all of them, Status as shown', async () => {
    const page = await usersScreen(e2e);
    await filterBox(page).fill('example');
    const staff = users.filter((u) => u.user_type !== 'API' && JSON.stringify(u).toLowerCase().includes('example'));
    await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
    const shown = await column(page, 0);
    const { name, lines } = await exported(page);
    expect(name).toMatch(/^users-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv$/);
    expect(lines[0]).toBe('Email,First Name,Last Name,Status');
    const emails = lines.slice(1).map((l) => l.split(',')[0]);
    // The list's first page is the export's start; the export holds every matching row.
    expect(emails.slice(0, shown.length)).toEqual(shown);
    expect(emails).toEqual([...emails].sort(byText));
    expect(emails.length).toBeGreaterThanOrEqual(Math.min(staff.length, shown.length));
    const disabled = users.find((u) => u.user_type !== 'API' && !u.enabled && emails.includes(u.email));
    if (disabled) expect(lines.find((l) => l.startsWith(`${disabled.email},`))).toMatch(/,Disabled$/);
    expect(lines.slice(1).every((l) => /,(Enabled|Disabled)$/.test(l))).toBe(true);
  });

  test('API links as slink-apilink-manager: In Use as Yes/No, accounts counted', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'apilinks@example.com', '/admin/apilinks');
    await page.getByRole('columnheader', { name: 'Api Link Name' }).waitFor();
    const { name, lines } = await exported(page);
    expect(name).toMatch(/^apilinks-.*\.csv$/);
    expect(lines[0]).toBe('Api Link Name,In Use,Accounts');
    expect(lines).toContain('Epic Appointment Confirmation,Yes,3');
  });
});
