import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sizedGadgetSchema } from './__fixtures__/sizedGadgets';
import { ResourceTableRow } from './ResourceTableRow';

const columns = [{ source: 'gadget_name', link: 'show' as const }, { source: 'enabled', type: 'enabled' as const }, { source: 'size' }];
const record = { id: 7, gadget_name: 'Flange', enabled: true, size: 'm' };
const translate = (key: string) => (key === 'status.enabled' ? 'Enabled' : key);

const row = (actions: { mode: string; label: string }[] | undefined, onAction = vi.fn(), open = vi.fn()) =>
  render(
    <table>
      <tbody>
        <ResourceTableRow
          record={record}
          columns={columns}
          schema={sizedGadgetSchema}
          actions={actions}
          onAction={onAction}
          open={open}
          translate={translate}
        />
      </tbody>
    </table>,
  );

describe('a list row', () => {
  it('shows cells by column type, a labelled choice by its title; the link opens its mode; an action runs with the record', async () => {
    const onAction = vi.fn();
    const open = vi.fn();
    row([{ mode: 'edit', label: 'Edit' }], onAction, open);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Flange', 'Enabled', 'Medium', 'Edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Flange' }));
    expect(open).toHaveBeenCalledWith('show', 7);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith('edit', record);
  });

  it('keeps an empty Actions cell when the role may use none, and none when the screen has no Actions column', () => {
    const { unmount } = row([]);
    expect(screen.getAllByRole('cell')).toHaveLength(4);
    expect(within(screen.getAllByRole('cell')[3]).queryByRole('button')).toBeNull();
    unmount();
    row(undefined);
    expect(screen.getAllByRole('cell')).toHaveLength(3);
  });

  it('draws only its checkbox again when it is ticked: its cells and buttons stay as drawn', () => {
    const texts = vi.fn(translate);
    const props = {
      record,
      columns,
      schema: sizedGadgetSchema,
      actions: [{ mode: 'edit', label: 'Edit' }],
      onAction: vi.fn(),
      open: vi.fn(),
    };
    const onSelect = vi.fn();
    const table = (selected: boolean) => (
      <table>
        <tbody>
          <ResourceTableRow {...props} translate={texts} selected={selected} onSelect={onSelect} name="Flange" />
        </tbody>
      </table>
    );
    const { rerender } = render(table(false));
    expect(texts).toHaveBeenCalledWith('status.enabled');
    texts.mockClear();
    rerender(table(true));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('row')).toHaveAttribute('aria-selected', 'true');
    // The checkbox's label only: no cell text was worked out again.
    expect(texts.mock.calls.map(([key]) => key)).toEqual(['table.selectRow']);
  });
});
