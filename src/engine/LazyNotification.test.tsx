import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { LazyNotification } from './LazyNotification';

const Notifier = () => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Gadget saved', { type: 'success' })}>
      Save
    </button>
  );
};

describe('LazyNotification', () => {
  it('draws nothing until a message arrives, then loads and shows that message', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Notifier />
        <LazyNotification />
      </AdminContext>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gadget saved')).toBeInTheDocument();
  });
});
