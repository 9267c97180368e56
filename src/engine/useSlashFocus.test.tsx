import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useSlashFocus } from './useSlashFocus';

const Page = ({ dialog = false }: { dialog?: boolean }) => {
  const box = useRef<HTMLInputElement>(null);
  useSlashFocus(box);
  return (
    <>
      <input aria-label="Filter" ref={box} />
      <input aria-label="Other" />
      <button>Row</button>
      <input type="checkbox" aria-label="Select Flange" />
      <input type="search" aria-label="Search" />
      <input type="number" aria-label="Count" />
      <input type="date" aria-label="From" />
      <textarea aria-label="Notes" />
      <select aria-label="Sort by">
        <option>Name</option>
      </select>
      <div contentEditable aria-label="Editor" role="textbox" />
      {dialog && <div role="dialog">A form</div>}
    </>
  );
};

describe('useSlashFocus', () => {
  it('focuses the filter box on / pressed outside a field, without typing the slash', () => {
    const { getByLabelText, getByRole } = render(<Page />);
    getByRole('button').focus();
    const pressed = fireEvent.keyDown(getByRole('button'), { key: '/' });
    expect(document.activeElement).toBe(getByLabelText('Filter'));
    expect(pressed).toBe(false);
  });

  it('leaves / alone while typing in another field, with a modifier, or with a dialog open', () => {
    const first = render(<Page />);
    const other = first.getByLabelText('Other');
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(document.activeElement).toBe(other);
    first.unmount();
    const withDialog = render(<Page dialog />);
    withDialog.getByRole('button').focus();
    fireEvent.keyDown(withDialog.getByRole('button'), { key: '/' });
    expect(document.activeElement).toBe(withDialog.getByRole('button'));
  });

  it('focuses the filter box from a focused checkbox, which takes no text', () => {
    const { getByLabelText } = render(<Page />);
    const box = getByLabelText('Select Flange');
    box.focus();
    expect(fireEvent.keyDown(box, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(getByLabelText('Filter'));
  });

  it.each(['Other', 'Search', 'Count', 'From', 'Notes', 'Sort by'])('leaves / to the %s field, which takes text or a choice', (label) => {
    const { getByLabelText } = render(<Page />);
    const field = getByLabelText(label);
    field.focus();
    expect(fireEvent.keyDown(field, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(field);
  });

  it('leaves / to an editable text', () => {
    const { getByRole } = render(<Page />);
    const editor = getByRole('textbox', { name: 'Editor' });
    // jsdom has no isContentEditable of its own.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    editor.focus();
    expect(fireEvent.keyDown(editor, { key: '/' })).toBe(true);
    expect(document.activeElement).not.toBe(getByRole('textbox', { name: 'Filter' }));
  });
});
