// The generated Assign form, as a transformation's 'Assign Account' (and a vendor's items by type): the requirements' "pick first" text
// and the account id in the failure prefixes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { transformations } from '../../resources/transformations';
import { vendors } from '../../resources/vendors';
import { fails, renderWithPlatform } from './__fixtures__/fakePlatform';
import { AssignmentForm } from './AssignmentForm';

const BASE = '/api-link-service/transformations';
const accounts = [{ account_id: 10001, account_name: 'Riverside Regional Medical Center' }];

const open = (routes: Record<string, unknown>) =>
  renderWithPlatform(
    <AssignmentForm
      config={transformations}
      mode="assign"
      record={{ id: 9, name: 'Gender' }}
      close={() => undefined}
      cancel={() => undefined}
    />,
    [transformations],
    { 'GET /auth/accounts': [...accounts, { account_id: 10002, account_name: 'Riverside Cardiology Associates' }], ...routes },
  );

describe('AssignmentForm', { timeout: 30_000 }, () => {
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

  it("picks a vendor's section by its type, any case, and says so when there is none", async () => {
    const vendor = (VendorTypeCode: string) => (
      <AssignmentForm
        config={vendors}
        mode="assign"
        record={{ id: 4, VendorAccountID: 4, VendorName: 'Main', VendorTypeCode }}
        close={() => undefined}
        cancel={() => undefined}
      />
    );
    renderWithPlatform(vendor(' sms '), [vendors], {
      'GET /text-service/smsvendors/4/shortcodes': [],
      'GET /text-service/smsvendors/freeshortcodes': [],
    });
    expect(await screen.findByRole('button', { name: 'Add Short Code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vendor Name')).toHaveValue('Main');
  });

  it('says there is nothing to assign for a vendor type with no section', () => {
    renderWithPlatform(
      <AssignmentForm
        config={vendors}
        mode="assign"
        record={{ id: 5, VendorAccountID: 5, VendorName: 'Survey', VendorTypeCode: 'QUALTRICS' }}
        close={() => undefined}
        cancel={() => undefined}
      />,
      [vendors],
      {},
    );
    expect(screen.getByText('A QUALTRICS vendor account has no short codes or email domains to assign.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });
});
