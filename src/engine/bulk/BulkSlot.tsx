// Where the bulk toolbar goes: nothing until a row is selected, then the toolbar, loaded with
// its texts on that first selection (the first screen's 200 KB gzip budget, e2e/firstScreen.test.ts).
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { whenIdle } from '../../data/whenIdle';
import { useListContext, useRefresh, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { trackedImport } from '../../data/trackedImport';
import { loadTextPack } from '../../i18n/textPacks';
import { useRole } from '../../auth/useRole';
import { useSession } from '../../auth/useSession';
import { bulkActionsOf } from './bulkActions';
import { BulkToolbarFrame } from './BulkToolbarFrame';
import type { BulkHost } from './bulkHost';
import { rowName } from './rowName';
import { filterKey, followFilter, keepSelection, setSelection, useSelection } from './selection';

const loadBulkBar = trackedImport(() => Promise.all([import('./BulkBar'), loadTextPack('bulk')]).then(([m]) => ({ default: m.BulkBar })));
const BulkBar = lazy(loadBulkBar);

export const BulkSlot = ({ config }: { config: ResourceConfig }) => {
  const selected = useSelection(config.name);
  const { filterValues, isPending } = useListContext();
  // A change of the list's search or filters drops the selection before the new rows are painted.
  const filter = filterKey(filterValues);
  useLayoutEffect(() => followFilter(config.name, filter), [config.name, filter, selected]);
  const translate = useTranslate();
  const refresh = useRefresh();
  const { role } = useRole();
  const session = useSession();
  // The toolbar's code comes once the rows are drawn and the browser is idle, where this role has
  // bulk actions here: the first row ticked waited for it (bench/firstReactions.ts: 350 ms).
  const bulk = bulkActionsOf(config, role).length > 0;
  useEffect(() => (isPending || !bulk ? undefined : whenIdle(() => void loadBulkBar())), [isPending, bulk]);
  // A run's summary stays on screen after its rows leave the selection.
  const [held, setHeld] = useState(false);
  // What runs once a dialog has closed and the list is drawn without it (where focus goes).
  const [then, setThen] = useState<{ run: () => void }>();
  useEffect(() => then?.run(), [then]);
  const host = useMemo<BulkHost>(
    () => ({
      actions: bulkActionsOf(config, role),
      select: (ids) => setSelection(config.name, ids),
      keep: (ids) => keepSelection(config.name, ids, session?.login_id),
      nameOf: (row, id) => rowName(translate, config, row, id),
      refresh,
      holdOpen: (open, after) => {
        setHeld(open);
        if (after) setThen({ run: after });
      },
    }),
    [config, role, translate, refresh, session],
  );
  if ((selected.size === 0 && !held) || host.actions.length === 0) return null;
  // Until the toolbar's code is in, its frame shows the count (a row ticked right after the rows,
  // before the idle preload, showed nothing for 350 ms: bench/firstReactions.ts).
  return (
    <Suspense fallback={selected.size > 0 && <BulkToolbarFrame count={selected.size} loading />}>
      <BulkBar config={config} selected={selected} host={host} />
    </Suspense>
  );
};
