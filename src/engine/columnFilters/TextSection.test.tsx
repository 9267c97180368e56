// A text column's words apply once the typing rests: one history step a word, not one a letter.
import { describe, expect, it, vi } from 'vitest';
import { testTime } from '../../../shared/testTime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { TextSection } from './TextSection';

const column = { source: 'email', label: 'Email', kind: 'text' as const, options: [] };

const renderSection = (onChange: (filter: unknown) => void) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <TextSection column={column} filter={undefined} onChange={onChange} />
    </AdminContext>,
  );

describe('a text column’s section', () => {
  it('applies the typed words once, when the typing rests; a change of the way applies at once', async () => {
    const onChange = vi.fn();
    renderSection(onChange);
    await userEvent.type(screen.getByRole('textbox'), 'reid');
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: testTime(10_000) });
    expect(onChange).toHaveBeenLastCalledWith({ contains: 'reid' });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'is');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ is: 'reid' });
  });

  it('applies words still resting when the menu closes', async () => {
    const onChange = vi.fn();
    const { unmount } = renderSection(onChange);
    await userEvent.type(screen.getByRole('textbox'), 'ab');
    unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ contains: 'ab' });
  });
});
