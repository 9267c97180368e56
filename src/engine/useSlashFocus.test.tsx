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
});
