// The users' Password action, generated: the identity read-only, the new password twice with
// the passwordChange validator's messages, and one call with the body the platform takes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { users } from './users';
import { fails, renderWithPlatform, type Routes } from '../src/engine/__fixtures__/fakePlatform';
import { GeneratedForm } from '../src/engine/GeneratedForm';

const record = { id: 7, login_id: 7, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', city: 'London' };
const open = (routes: Routes = {}) =>
  renderWithPlatform(<GeneratedForm config={users} mode="changepassword" record={record as never} close={noop} cancel={noop} />, [users], {
    'POST /auth/password': { message: 'Successfully changed password' },
    ...routes,
  });
const noop = () => undefined;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

describe("users' Password action", { timeout: 20_000 }, () => {
  it('shows who it is for, read-only, and asks for the password twice', async () => {
    open();
    expect(await screen.findByDisplayValue('ada@example.org')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('Lovelace')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password *')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Retype Password *')).toHaveAttribute('type', 'password');
  });

  it('says what is wrong before any call', async () => {
    const { calls } = open();
    await screen.findByDisplayValue('ada@example.org');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password fields are required');
    await userEvent.type(screen.getByLabelText('Password *'), 'New#Pass2026');
    await userEvent.type(screen.getByLabelText('Retype Password *'), 'New#Pass2027');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password fields do not match');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the new password with the email and action, and says it is done', async () => {
    const { calls } = open();
    await userEvent.type(await screen.findByLabelText('Password *'), 'New#Pass2026');
    await userEvent.type(screen.getByLabelText('Retype Password *'), 'New#Pass2026');
    await submit();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      pwd1: 'New#Pass2026',
      pwd2: 'New#Pass2026',
      action: 'update',
      password: 'New#Pass2026',
      email: 'ada@example.org',
    });
    expect(await screen.findByText('Successfully changed password')).toBeInTheDocument();
  });

  it("shows the platform's refusal with the failure prefix", async () => {
    open({ 'POST /auth/password': fails('Password was used recently') });
    await userEvent.type(await screen.findByLabelText('Password *'), 'New#Pass2026');
    await userEvent.type(screen.getByLabelText('Retype Password *'), 'New#Pass2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating your password: Password was used recently');
  });
});
