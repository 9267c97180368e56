// The account section is reusable: every call comes from its config, every text from its screen's, and the add path
// checks pick-first and the 20-account limit through the shared validator.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountGroups } from '../../resources/accountGroups';
import { defineResource, type AccountAssignmentConfig } from '../../language/types';
import { AccountAssignmentSection } from './AccountAssignmentSection';
import { fails, renderWithPlatform, type Routes } from './__fixtures__/fakePlatform';
import { accountSchema, type Account } from '../../schemas/account.schema';

const assignment: AccountAssignmentConfig = {
  assigned: 'get',
  all: 'allAccounts',
  add: 'link',
  remove: 'unlink',
  validator: 'accountAssignment',
};
// The section's texts, where it looks for them (language/screenTexts.ts).
const messages = {
  links: {
    accounts: {
      tag: '#%{account_id} %{account_name}',
      heading: 'Linked Accounts',
      picker: 'Choose an account',
      add: 'Link Account',
      added: 'Linked',
      removed: 'Unlinked',
      errors: {
        add: 'Could not link: ',
        remove: 'Could not unlink: ',
        load: 'Could not load the link: ',
        all: 'Could not load the accounts: ',
      },
    },
  },
};
// An API-links-like screen: nothing about account groups.
const links = defineResource({
  name: 'links',
  route: '/links',
  area: 'admin',
  roles: undefined,
  idField: 'id',
  schema: accountSchema,
  endpoints: {
    get: 'GET /links/:id',
    allAccounts: 'GET /accounts',
    link: 'POST /links/:id/accounts/:accountId',
    unlink: 'DELETE /links/:id/accounts/:accountId',
  },
  list: { columns: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  forms: {},
});

const accounts = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ account_id: from + i, account_name: `Acct ${from + i}` }));
const setup = (assigned: unknown[], routes: Routes = {}) =>
  renderWithPlatform(
    // The link's own read holds its accounts, as an account group's does.
    <AccountAssignmentSection
      config={links}
      assignment={assignment}
      record={{ id: 5 }}
      assignedOf={(link) => (link as { accounts: Account[] }).accounts}
    />,
    [links],
    { 'GET /links/5': { id: 5, accounts: assigned }, 'GET /accounts': accounts(25), ...routes },
    messages,
  );
const pick = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Choose an account' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};
const posts = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST');

describe('AccountAssignmentSection', () => {
  it('shows the configured heading, tags, picker label and add label', async () => {
    setup(accounts(2));
    expect(await screen.findByText('Linked Accounts (2)')).toBeInTheDocument();
    expect(screen.getByText('#1 Acct 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Choose an account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Account' })).toBeInTheDocument();
    expect(screen.queryByText(/Add Account/)).toBeNull();
  });

  it("asks to pick first, in the validator's words, without calling the platform", async () => {
    const { calls } = setup(accounts(2));
    await screen.findByText('Linked Accounts (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid account first.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a 21st account through the shared validator', async () => {
    const { calls } = setup(accounts(20));
    await screen.findByText('Linked Accounts (20)');
    await pick('#21 Acct 21');
    await userEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the maximum number of accounts that can be assigned to a AccountGroup.',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('adds through the configured endpoint and offers only unassigned accounts', async () => {
    const { calls } = setup(accounts(19), { 'POST /links/5/accounts/20': {} });
    await screen.findByText('Linked Accounts (19)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Choose an account' }));
    expect(screen.queryByRole('option', { name: '#3 Acct 3' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '#20 Acct 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByText('Linked')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.path)).toEqual(['/links/5/accounts/20']);
  });

  it('prefixes each load failure with its own configured text', async () => {
    setup([], { 'GET /accounts': fails('boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the accounts: boom');
  });
});

describe('account groups config', () => {
  it('keeps the labels the e2e tests use', async () => {
    renderWithPlatform(
      <AccountAssignmentSection
        config={accountGroups}
        assignment={accountGroups.forms.assign.assign.accounts}
        record={{ id: 1 }}
        assignedOf={(group) => (group as { accounts: Account[] }).accounts}
      />,
      [accountGroups],
      { 'GET /auth/accountgroups/1': { id: 1, accounts: [] }, 'GET /auth/accounts': [] },
    );
    expect(await screen.findByText('Assigned Accounts (0)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid account first.'));
  });
});
