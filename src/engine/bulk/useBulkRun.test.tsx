// A bulk run as the dialog makes it, against a platform whose calls the test answers: never more
// than 4 calls in flight, progress n of N with the run's Cancel, and a 401 that keeps every
// selected row not done (refused ones and those the question left out too) for after sign-in.
// The rows done leave the selection; the summary counts the rows that stay selected, per reason.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { deliberate } from '../../test/deliberateFailure';
import { B, link, openBulk } from './__fixtures__/bulkDialog';

const held = () => {
  let answer!: () => void;
  const promise = new Promise<void>((resolve) => (answer = resolve));
  return { promise, answer };
};

describe('a bulk run', () => {
  afterEach(() => sessionStorage.clear());

  it('never has more than 4 calls in flight; shows n of N and one Cancel, the run’s own', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => link(i + 1));
    const open: ReturnType<typeof held>[] = [];
    let most = 0;
    const routes = Object.fromEntries(
      rows.map((r) => [
        `DELETE ${B}/api-link/${r.api_link_id}`,
        async () => {
          const call = held();
          open.push(call);
          most = Math.max(most, open.length);
          await call.promise;
          open.splice(open.indexOf(call), 1);
          return {};
        },
      ]),
    );
    openBulk(
      'delete',
      rows,
      rows.map((r) => r.api_link_id),
      routes,
    );
    const question = await screen.findByRole('dialog', { name: 'Delete 10 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 10 calls.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(open).toHaveLength(4));
    expect(within(question).getByRole('status')).toHaveTextContent('0 of 10');
    // The question's Cancel (it closes the dialog) is gone: the one Cancel stops the run.
    expect(within(question).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(within(question).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Each answer lets one more call start, never a fifth at once.
    for (let answered = 1; answered <= 10; answered++) {
      open[0].answer();
      await waitFor(() =>
        expect(
          within(question).queryByText(`${answered} of 10`) ?? screen.queryByRole('dialog', { name: 'Bulk Delete: summary' }),
        ).not.toBeNull(),
      );
      expect(open.length).toBeLessThanOrEqual(4);
    }
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('10 rows deleted.');
    expect(most).toBe(4);
  });

  it('a 401 keeps every selected row not done for after sign-in: refused, left out, and not sent', async () => {
    // Link 2 is refused first; link 3's call then meets the refused token; link 4 succeeds.
    const refused = held();
    const { host, selection } = openBulk('delete', [link(1, { in_use: true }), link(2), link(3), link(4)], [1, 2, 3, 4, 9], {
      [`DELETE ${B}/api-link/2`]: () => {
        refused.answer();
        throw deliberate(new HttpError('This API Link is in use and cannot be changed', 409, undefined));
      },
      [`DELETE ${B}/api-link/3`]: async () => {
        await refused.promise;
        throw deliberate(new HttpError('The access token provided is expired, revoked, malformed, or invalid', 401, undefined));
      },
      [`DELETE ${B}/api-link/4`]: {},
    });
    const question = await screen.findByRole('dialog', { name: 'Delete 5 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 3 calls.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('1 row deleted.');
    expect(within(summary).getByText('1 row refused:')).toBeInTheDocument();
    expect(within(summary).getByText('The session ended: 4 rows not done stay selected for after sign-in.')).toBeInTheDocument();
    expect(host.keep).toHaveBeenCalledTimes(1);
    expect(host.select).not.toHaveBeenCalled();
    // Everything selected but the one deleted: the link in use and the one gone were never sent.
    expect([...host.keep.mock.calls[0][0]].sort()).toEqual([1, 2, 3, 9]);
    expect(selection().sort()).toEqual([1, 2, 3, 9]);
  });

  it('leaves selected exactly the rows not done, and the summary counts them per reason', async () => {
    // Link 2 is in use (left out), link 3 refused by the platform; links 1 and 4 are deleted.
    const { host, selection } = openBulk('delete', [link(1), link(2, { in_use: true }), link(3), link(4)], [1, 2, 3, 4], {
      [`DELETE ${B}/api-link/1`]: {},
      [`DELETE ${B}/api-link/3`]: () => {
        throw deliberate(new HttpError('Link 3 is locked by an audit', 409, undefined));
      },
      [`DELETE ${B}/api-link/4`]: {},
    });
    const question = await screen.findByRole('dialog', { name: 'Delete 4 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 3 calls.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('2 rows deleted.');
    expect(within(summary).getByText('2 rows stay selected:')).toBeInTheDocument();
    expect(within(summary).getByText('1 This API Link is in use')).toBeInTheDocument();
    expect(within(summary).getByText('1 refused by the platform')).toBeInTheDocument();
    expect(within(summary).getByText('1 row refused:')).toBeInTheDocument();
    expect(within(summary).getByText('1 Link 3 is locked by an audit')).toBeInTheDocument();
    expect(within(summary).getByText('Link 3').closest('li')).toHaveTextContent('Link 3 is locked by an audit');
    expect(host.select).toHaveBeenCalledTimes(1);
    expect(selection().sort()).toEqual([2, 3]);
  });

  it('after Cancel: the rows not sent stay selected, counted as not sent (stopped)', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => link(i + 1));
    const open: ReturnType<typeof held>[] = [];
    const routes = Object.fromEntries(
      rows.map((r) => [
        `DELETE ${B}/api-link/${r.api_link_id}`,
        async () => {
          const call = held();
          open.push(call);
          await call.promise;
          return {};
        },
      ]),
    );
    const { selection } = openBulk(
      'delete',
      rows,
      rows.map((r) => r.api_link_id),
      routes,
    );
    const question = await screen.findByRole('dialog', { name: 'Delete 6 selected rows?' });
    await within(question).findByText('The console makes one call per row, 4 at a time: 6 calls.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(open).toHaveLength(4));
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    for (const call of open) call.answer();
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('4 rows deleted.');
    expect(within(summary).getByText('2 rows stay selected:')).toBeInTheDocument();
    expect(within(summary).getByText('2 not sent (stopped)')).toBeInTheDocument();
    expect(within(summary).getByText('Stopped: 2 rows not sent; they stay selected.')).toBeInTheDocument();
    expect(selection().sort()).toEqual([5, 6]);
  });
});
