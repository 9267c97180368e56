// One bulk action's dialog on the API links screen, opened on chosen rows against an in-memory
// platform, with a host that records what the run leaves selected or keeps for after sign-in.
import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Identifier, RaRecord } from 'react-admin';
import { SYS_ADMIN } from '../../../../language/roles';
import { apiLinks } from '../../../../resources/apiLinks';
import { renderWithPlatform, type Routes } from '../../__fixtures__/fakePlatform';
import { bulkActionsOf, type BulkActionKey } from '../bulkActions';
import { BulkDialog } from '../BulkDialog';
import type { BulkHost } from '../bulkHost';

export const B = '/api-link-service';

/** An API link as the list answers it: free and enabled unless told. */
export const link = (id: number, over: Record<string, unknown> = {}) => ({
  api_link_id: id,
  name: `Link ${id}`,
  description: '',
  url: `https://hooks.example.org/${id}`,
  verb: 'POST',
  authentication_method_id: 2,
  disabled_ind: 0,
  in_use: false,
  accounts_assigned: 0,
  ...over,
});

export const openBulk = (
  key: BulkActionKey,
  rows: Record<string, unknown>[],
  selected: Identifier[],
  routes: Routes = {},
  offScreen = 0,
) => {
  const action = bulkActionsOf(apiLinks, SYS_ADMIN).find((a) => a.key === key)!;
  let now: ReadonlySet<Identifier> = new Set(selected);
  const host = {
    actions: [action],
    select: vi.fn((ids: Iterable<Identifier>) => void (now = new Set(ids))),
    keep: vi.fn((ids: readonly Identifier[]) => void (now = new Set(ids))),
    nameOf: (row: RaRecord | undefined, id: Identifier) => String(row?.name ?? id),
    refresh: vi.fn(),
    holdOpen: vi.fn(),
  } satisfies BulkHost;
  const onClose = vi.fn();
  let setWithdrawn: (withdrawn: boolean) => void = () => {};
  const Dialog = () => {
    const [withdrawn, withdraw] = useState(false);
    useEffect(() => void (setWithdrawn = withdraw), [withdraw]);
    return (
      <BulkDialog
        config={apiLinks}
        action={action}
        ids={selected}
        offScreen={offScreen}
        withdrawn={withdrawn}
        onClose={onClose}
        host={host}
      />
    );
  };
  const platform = renderWithPlatform(<Dialog />, [apiLinks], { [`GET ${B}/api-link`]: rows, ...routes });
  /** The selection dropped behind the dialog, as a change of the list's filter drops it. */
  const withdraw = () => act(() => setWithdrawn(true));
  return { ...platform, host, onClose, withdraw, selection: () => [...now] };
};
