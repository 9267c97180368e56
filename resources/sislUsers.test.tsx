import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sislUsers } from './sislUsers';
import { TOKEN_KEY } from '../src/auth/loginHash';
import { testToken } from '../src/auth/testToken';
import { fails, renderWithPlatform } from '../src/engine/__fixtures__/fakePlatform';
import { FormDialog } from '../src/engine/FormDialog';

const fill = async (label: string, value: string) => userEvent.type(await screen.findByLabelText(label, { exact: false }), value);

describe('SISL user create (a declared second step)', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      TOKEN_KEY,
      testToken({ email: 's@x.org', role: 'slink-sisl-admin', account_group_ids: [4, 9], exp: Math.floor(Date.now() / 1000) + 600 }),
    );
  });
  afterEach(() => sessionStorage.clear());

  const create = async (relationship: unknown) => {
    const { calls } = renderWithPlatform(<FormDialog config={sislUsers} mode="create" />, [sislUsers], {
      'GET /auth/users/': [],
      'POST /auth/users': { id: 77, login_id: 77 },
      'POST /auth/users/77/relationship': relationship,
    });
    await fill('Email', 'new.sisl@example.org');
    await fill('First Name', 'Nora');
    await fill('Last Name', 'Vance');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    return calls;
  };

  it("creates the user, then gives it slink-sisl-user on workb and the admin's first account group", async () => {
    const calls = await create({ id: 77 });
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /auth/users/77/relationship'));
    const grant = calls.find((c) => c.path.endsWith('/relationship'))!;
    expect(grant.body).toEqual({ action: 'add', app_code: 'workb', role_type_code: 'slink-sisl-user', account_group_id: 4 });
    const created = calls.find((c) => c.method === 'POST' && c.path === '/auth/users')!;
    expect(created.body).toMatchObject({ email: 'new.sisl@example.org', password: '', country_code: 'US' });
  });

  it("when the permissions cannot be given, says so with the required text and the server's message", async () => {
    await create(fails('Forbidden'));
    expect(
      await screen.findByText('We were unable to give the user the proper permissions. Please see the system administrator. Forbidden'),
    ).toBeInTheDocument();
  });
});
