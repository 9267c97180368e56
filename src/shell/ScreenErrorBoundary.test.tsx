import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

let broken = true;
const Screen = () => {
  if (broken) throw new Error('no such column');
  return <p>the screen</p>;
};

const at = (pathname: string) => (
  <I18nContextProvider value={i18nProvider}>
    <ScreenErrorBoundary pathname={pathname}>
      <Screen />
    </ScreenErrorBoundary>
  </I18nContextProvider>
);

describe('ScreenErrorBoundary', () => {
  it('shows a failed screen as a message, and Try again or another path renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(at('/admin'));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown: no such column');

    // still broken: Try again shows the message again
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // the same path keeps the message; another path renders afresh
    broken = false;
    rerender(at('/admin'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(at('/admin/apiclients'));
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
