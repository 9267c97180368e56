// A bulk action's dialog on a real screen's declarations (API links): the rows the question
// leaves out, counted per reason and every one named in a list that scrolls; how many selected
// rows are off the page; Assign to account with its picker, one call per row
// and the summary; Enable and Disable through the edit form's own field and body.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { deliberate } from '../../test/deliberateFailure';
import { B, link, openBulk } from './__fixtures__/bulkDialog';
import { ROW_HEIGHT } from './NamedRows';

const writes = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

describe('a bulk action on API links', () => {
  afterEach(() => sessionStorage.clear());

  it('names the rows the question leaves out and why (a link in use for Delete), and never sends them', async () => {
    const { calls } = openBulk('delete', [link(1), link(2, { name: 'Busy hook', in_use: true })], [1, 2], {
      [`DELETE ${B}/api-link/1`]: {},
    });
    const question = await screen.findByRole('dialog', { name: 'Delete 2 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 1 call.');
    expect(within(question).getByText('1 row will not be sent:')).toBeInTheDocument();
    const named = within(question).getByText('Busy hook').closest('li')!;
    expect(named).toHaveTextContent('This API Link is in use');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    expect(writes(calls)).toEqual([`DELETE ${B}/api-link/1`]);
  });

  it('counts the rows left out per reason and names every one of them in a list that scrolls to the last', async () => {
    const busy = Array.from({ length: 24 }, (_, i) => link(i + 1, { in_use: true }));
    // Two selected rows the list no longer has, after the 24 in use.
    openBulk('delete', busy, [...busy.map((r) => r.api_link_id), 98, 99]);
    const question = await screen.findByRole('dialog', { name: 'Delete 26 selected rows?' });
    await within(question).findByText('26 rows will not be sent:');
    expect(within(question).getByText('24 This API Link is in use')).toBeInTheDocument();
    expect(within(question).getByText('2 no longer in the list')).toBeInTheDocument();
    const list = within(question).getByRole('group', { name: '26 rows will not be sent:' });
    expect(within(list).getByRole('list').style.height).toBe(`${26 * ROW_HEIGHT}px`);
    expect(within(list).getByText('Link 1')).toBeInTheDocument();
    expect(within(list).queryByText('99')).toBeNull();
    // Scrolled to its end, the box names the last rows with their reason.
    fireEvent.scroll(list, { target: { scrollTop: 26 * ROW_HEIGHT - 240 } });
    expect(within(list).getByText('99').closest('li')).toHaveTextContent('no longer in the list');
    expect(within(list).getByText('99').closest('li')).toHaveAttribute('aria-posinset', '26');
    expect(within(list).queryByText('Link 1')).toBeNull();
  });

  it('says how many of the selected rows are not on the page shown, where any are not', async () => {
    openBulk('delete', [link(1), link(2), link(3)], [1, 2, 3], {}, 2);
    const question = await screen.findByRole('dialog', { name: 'Delete 3 selected rows?' });
    expect(within(question).getByText('2 of the selected rows are not on this page.')).toBeInTheDocument();
  });

  it('says nothing of rows off the page where every selected row is on it', async () => {
    openBulk('delete', [link(1), link(2)], [1, 2]);
    const question = await screen.findByRole('dialog', { name: 'Delete 2 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 2 calls.');
    expect(within(question).queryByText(/not on this page/)).toBeNull();
  });

  it('closes its question once the selection is dropped behind it (Back to another filter)', async () => {
    const { host, onClose, withdraw } = openBulk('delete', [link(1)], [1]);
    await screen.findByRole('dialog', { name: 'Delete 1 selected row?' });
    expect(onClose).not.toHaveBeenCalled();
    withdraw();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(host.select).not.toHaveBeenCalled();
  });

  it('Assign to account: the picked account, one assignment call per row, and a summary naming the refused row', async () => {
    const { calls } = openBulk('assign', [link(1, { in_use: true }), link(2, { name: 'Taken hook' })], [1, 2], {
      'GET /auth/accounts': [
        { account_id: 10001, account_name: 'Riverside' },
        { account_id: 10002, account_name: 'Lakeside' },
      ],
      [`POST ${B}/api-link/1/accounts/10002`]: {},
      [`POST ${B}/api-link/2/accounts/10002`]: () => {
        throw deliberate(new HttpError('Account 10002 is already assigned', 409, undefined));
      },
    });
    const question = await screen.findByRole('dialog', { name: 'Assign to account 2 selected rows?' });
    // A link in use may still be assigned: both are sent.
    await within(question).findByText('The console makes one call per row, 4 at a time: 2 calls.');
    const confirm = within(question).getByRole('button', { name: 'Assign to account' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await within(question).findByRole('alert')).toHaveTextContent('Pick the account to assign');
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(question).getByRole('combobox', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lakeside (10002)' }));
    await userEvent.click(confirm);
    const summary = await screen.findByRole('dialog', { name: 'Bulk Assign to account: summary' });
    await within(summary).findByText('1 row assigned.');
    expect(within(summary).getByText('1 row refused:')).toBeInTheDocument();
    expect(within(summary).getByText('Taken hook').closest('li')).toHaveTextContent('Account 10002 is already assigned');
    expect(writes(calls).sort()).toEqual([`POST ${B}/api-link/1/accounts/10002`, `POST ${B}/api-link/2/accounts/10002`]);
  });

  it("Disable reads and sends the edit form's own field: a link already disabled is left out, the others saved whole", async () => {
    const stored = {
      ...link(1, { name: 'Lab callback' }),
      authentication_detail: '{"username":{"name":"user","value":"svc"}}',
    };
    const { calls } = openBulk('disable', [link(1, { name: 'Lab callback' }), link(2, { name: 'Off hook', disabled_ind: 1 })], [1, 2], {
      [`GET ${B}/api-link/1`]: stored,
      [`PUT ${B}/api-link/1`]: (body: unknown) => ({ ...stored, ...(body as object), disabled_ind: 1 }),
    });
    const question = await screen.findByRole('dialog', { name: 'Disable 2 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 1 call.');
    expect(within(question).getByText('Off hook').closest('li')).toHaveTextContent('already disabled');
    await userEvent.click(within(question).getByRole('button', { name: 'Disable' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Disable: summary' });
    await within(summary).findByText('1 row disabled.');
    expect(writes(calls)).toEqual([`PUT ${B}/api-link/1`]);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      api_link_id: 1,
      api_link_name: 'Lab callback',
      api_link_url: 'https://hooks.example.org/1',
      api_link_verb: 'POST',
      api_link_enabled: false,
      api_link_authentication_detail: stored.authentication_detail,
    });
  });

  it('Enable leaves out a link already enabled (its stored disabled_ind is 0)', async () => {
    openBulk('enable', [link(1), link(2, { disabled_ind: 1 })], [1, 2]);
    const question = await screen.findByRole('dialog', { name: 'Enable 2 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 1 call.');
    expect(within(question).getByText('Link 1').closest('li')).toHaveTextContent('already enabled');
    expect(within(question).queryByText('Link 2')).toBeNull();
  });
});
