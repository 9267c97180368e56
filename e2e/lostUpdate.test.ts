// Two staff members edit the same transformation in two browsers: the second save does not
// overwrite the first unseen. It names what changed and offers Reload or Overwrite; both work.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { signIn, useE2E } from './harness';

const e2e = useE2E({ file: 'lostUpdate' });
const NAME = 'Relationship to Patient';
const TITLE = 'Edit Custom Data Transformation';

/** A staff member's browser with the transformation's edit form open. */
const openEdit = async (page?: Page) => {
  const browser = page ?? (await e2e.newPage());
  if (!page) await signIn(browser, 'apilinks@example.com');
  await browser.goto('/admin/transformations?filter=%7B%22q%22%3A%22Relationship%22%7D');
  const row = browser.getByRole('row').filter({ has: browser.getByRole('cell', { name: NAME, exact: true }) });
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = browser.getByRole('dialog', { name: TITLE });
  await expect.poll(() => form.getByLabel('Description').isEditable()).toBe(true);
  return { page: browser, form };
};
const saveAndClose = async ({ page, form }: Awaited<ReturnType<typeof openEdit>>) => {
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Successfully').first().waitFor();
  await form.waitFor({ state: 'detached' });
};

describe('no silent lost update', () => {
  it('Reload: the second editor sees what changed and starts again from it', async () => {
    const a = await openEdit();
    const b = await openEdit();
    await a.form.getByLabel('Description').fill('Written by A');
    await saveAndClose(a);

    await b.form.getByLabel('Description').fill('Written by B');
    await b.form.getByRole('button', { name: 'Save' }).click();
    const question = b.page.getByRole('dialog').filter({ hasText: 'Someone else saved a change to this record' });
    await question.waitFor();
    expect(await question.textContent()).toContain('(Description)');
    // The question is as accessible as every other dialog (e2e/accessibility.test.ts).
    expect(await axeViolations(b.page)).toEqual([]);
    await e2e.screenshot(b.page, 'question');
    await question.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => b.form.getByLabel('Description').inputValue()).toBe('Written by A');
    await b.form.getByLabel('Description').fill('Written by A, then B');
    await saveAndClose(b);

    const check = await openEdit(a.page);
    expect(await check.form.getByLabel('Description').inputValue()).toBe('Written by A, then B');
  });

  it('Overwrite: the second editor keeps their version', async () => {
    const a = await openEdit();
    const b = await openEdit();
    await a.form.getByLabel('Description').fill('A again');
    await saveAndClose(a);
    await b.form.getByLabel('Description').fill('B wins');
    await b.form.getByRole('button', { name: 'Save' }).click();
    const question = b.page.getByRole('dialog').filter({ hasText: 'Someone else saved a change to this record' });
    await question.getByRole('button', { name: 'Overwrite' }).click();
    await b.page.getByText('Successfully').first().waitFor();

    const check = await openEdit(a.page);
    expect(await check.form.getByLabel('Description').inputValue()).toBe('B wins');
  });
});
