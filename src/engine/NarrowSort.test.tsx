// The narrow list's sort control on its own: what it offers and what it sets.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gadgetSchema } from './__fixtures__/gadgets';
import { NarrowSort } from './NarrowSort';

// The gadgets' texts this test needs: a column's own header (language/screenTexts.ts).
const texts: Record<string, string> = { 'gadgets.columns.colour': 'Hue' };
const translate = (key: string, options?: Record<string, unknown>) => texts[key] ?? String(options?._ ?? key);

describe('the narrow sort control', () => {
  it('still names a sort by a column the login hid, beside the shown ones', () => {
    render(
      <NarrowSort
        screen="gadgets"
        schema={gadgetSchema}
        columns={[{ source: 'gadget_name' }]}
        sort={{ field: 'colour', order: 'DESC' }}
        setSort={() => undefined}
        translate={translate}
      />,
    );
    const sortBy = screen.getByRole('combobox', { name: 'narrowList.sortBy' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gadget Name', 'Colour']);
    expect(sortBy).toHaveValue('colour');
    expect(screen.getByRole('button', { name: 'narrowList.descending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the column when the order changes, and starts another column ascending', async () => {
    const setSort = vi.fn();
    render(
      <NarrowSort
        screen="gadgets"
        schema={gadgetSchema}
        columns={[{ source: 'gadget_name' }, { source: 'colour' }]}
        sort={{ field: 'colour', order: 'DESC' }}
        setSort={setSort}
        translate={translate}
      />,
    );
    // A column's own header text wins over the schema's title, as in the table's header.
    expect(screen.getByRole('option', { name: 'Hue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'narrowList.ascending' }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'colour', order: 'ASC' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'narrowList.sortBy' }), 'Gadget Name');
    expect(setSort).toHaveBeenLastCalledWith({ field: 'gadget_name', order: 'ASC' });
  });
});
