// Reading a generated list as a person does: its data cells and headers, without the column of
// the rows' selection checkboxes (which has no text).
import { within } from '@testing-library/react';

const holdsCheckbox = (cell: HTMLElement) => cell.querySelector('input[type="checkbox"]') !== null;

/** `hidden`: also while a menu hides the page from assistive technology. */
export const dataCells = (row: HTMLElement, options: { hidden?: boolean } = {}): HTMLElement[] =>
  within(row)
    .getAllByRole('cell', options)
    .filter((cell) => !holdsCheckbox(cell));

export const headerCells = (headers: HTMLElement[]): HTMLElement[] => headers.filter((header) => !holdsCheckbox(header));
