// How a form's labelled inputs sit: apart from the one above, level with the one beside. Inputs
// in a table row (a table of inputs) have no label of their own and are left out.
import type { Locator } from 'playwright-core';

/**
 * What is wrong with the layout of a form's labelled inputs, one line each: an input less than
 * 8 px below the box of the one above it (help text included), where its floating label would sit
 * on that box's border, or an input not level with the one beside it.
 */
export const formLayoutProblems = (form: Locator): Promise<string[]> =>
  form.evaluate((el) => {
    const fields = [...el.querySelectorAll('.MuiFormControl-root')].filter(
      (f) => f.querySelector(':scope > label') && !f.closest('table') && (f as HTMLElement).offsetParent !== null,
    );
    const boxes = fields.map((f) => ({
      name: f.querySelector(':scope > label')!.textContent!.trim(),
      box: f.getBoundingClientRect(),
      // The input's own outline, without the help text under it.
      outline: (f.querySelector('.MuiInputBase-root') ?? f).getBoundingClientRect(),
    }));
    const problems: string[] = [];
    for (const a of boxes)
      for (const b of boxes) {
        const overColumns = a.box.left < b.box.right && b.box.left < a.box.right;
        const gap = b.box.top - a.box.bottom;
        if (a !== b && overColumns && b.box.top > a.box.top && gap < 8) problems.push(`${b.name} ${Math.round(gap)} px below ${a.name}`);
        const besideIt = a.box.right <= b.box.left && a.box.top < b.box.bottom && b.box.top < a.box.bottom;
        if (besideIt && Math.abs(a.outline.top - b.outline.top) > 1)
          problems.push(`${b.name} ${Math.round(b.outline.top - a.outline.top)} px lower than ${a.name} beside it`);
      }
    return problems;
  });
