// The shared Assign form, as a transformation's 'Assign Account': the requirements' "pick first" text
// and the account id in the failure prefixes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transformations } from '../../resources/transformations';
import { fails, renderWithPlatform } from '../engine/__fixtures__/fakePlatform';
import AccountAssignmentPanel from './AccountAssignmentPanel';

const BASE = '/api-link-service/transformations';
const accounts = [{ account_id: 10001, account_name: 'Riverside Regional Medical Center' }];

const open = (routes: Record<string, unknown>) =>
  renderWithPlatform(
    <AccountAssignmentPanel
      config={transformations}
      mode="assign"
      record={{ id: 9, name: 'Gender' }}
      close={() => undefined}
      cancel={() => undefined}
    />,
    [transformations],
    { 'GET /auth/accounts': [...accounts, { account_id: 10002, account_name: 'Riverside Cardiology Associates' }], ...routes },
  );

describe('AccountAssignmentPanel', { timeout: 30_000 }, () => {
  it('asks for an account before adding one', async () => {
    const { calls } = open({ [`GET ${BASE}/9/accounts`]: accounts });
    await screen.findByText('Riverside Regional Medical Center (10001)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an account to assign');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('names the account in the removal failure', async () => {
    open({ [`GET ${BASE}/9/accounts`]: accounts, [`DELETE ${BASE}/9/accounts/10001`]: fails('down') });
    const tags = await screen.findByRole('list', { name: 'Assigned Accounts' });
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove Riverside Regional Medical Center (10001)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred removing the account 10001: down');
  });

  it('names the failing load of the assigned accounts', async () => {
    open({ [`GET ${BASE}/9/accounts`]: fails('down') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred loading the assigned accounts for this transformation: down',
    );
  });
});
