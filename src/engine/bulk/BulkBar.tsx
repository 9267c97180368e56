// The bulk toolbar, shown while rows are selected: how many, "Select all N matching" (every row
// of the current filter across pages, answered where the list lives), Clear, and the actions the
// screen's declarations allow this role (bulkActions.ts). An action opens its dialog.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useEvent, useListContext, useTranslate, type Identifier } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import type { BulkAction } from './bulkActions';
import { BulkDialog } from './BulkDialog';
import { BulkToolbarFrame } from './BulkToolbarFrame';
import type { BulkHost } from './bulkHost';

interface Props {
  config: ResourceConfig;
  selected: ReadonlySet<Identifier>;
  host: BulkHost;
}

/**
 * Focus back to the list after a bulk dialog, not to the page's body: to the action's button while
 * it is there, else to the list's page checkbox (or, without one, its first row).
 */
const focusBack = (opener: HTMLElement | undefined, list: Element | null | undefined) => {
  if (opener?.isConnected) return opener.focus();
  const target = ['thead input[type="checkbox"]', 'tbody tr[tabindex]'].map((s) => list?.querySelector<HTMLElement>(s)).find(Boolean);
  target?.focus();
};

export const BulkBar = ({ config, selected, host }: Props) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const { total, filterValues, data } = useListContext();
  // The rows an action runs on are those selected when it was chosen, and how many of them the
  // page shown does not show (its question says so).
  // Where focus goes back once the dialog closes: `opener`, the action's button, or into `list`,
  // the list the toolbar sits in (it stays when a run leaves nothing selected and the toolbar goes).
  const [running, setRunning] = useState<{
    action: BulkAction;
    ids: Identifier[];
    offScreen: number;
    opener: HTMLElement;
    list: Element | null | undefined;
  } | null>(null);
  const choose = (action: BulkAction, opener: HTMLElement) => {
    const shown = new Set((data ?? []).map((row) => String(row.id)));
    const ids = [...selected];
    const list = opener.closest('[role="toolbar"]')?.parentElement;
    setRunning({ action, ids, offScreen: ids.filter((id) => !shown.has(String(id))).length, opener, list });
    host.holdOpen(true);
  };
  const close = () => {
    const { opener, list } = running ?? {};
    setRunning(null);
    host.holdOpen(false, () => focusBack(opener, list));
  };
  const [selecting, setSelecting] = useState(false);
  const filterNow = useEvent(() => JSON.stringify(filterValues));
  const selectAll = async () => {
    const asked = JSON.stringify(filterValues);
    setSelecting(true);
    try {
      const ids = await dataProvider.matchingIds(config.name, filterValues);
      // The rows of a filter left while they were asked for (typed on, Back) are not selected:
      // none of them might be shown.
      if (filterNow() === asked) host.select(ids);
    } finally {
      setSelecting(false);
    }
  };
  // Held open for its dialog once a run has left nothing selected: the toolbar itself goes (no
  // "0 selected" behind the summary); the dialog keeps its place, and so its state.
  return (
    <>
      {selected.size > 0 && (
        <BulkToolbarFrame count={selected.size}>
          {total !== undefined && total > selected.size && (
            <Button size="small" onClick={selectAll} disabled={selecting}>
              {translate(selecting ? 'bulk.selectingAll' : 'bulk.selectAll', { total })}
            </Button>
          )}
          <Button size="small" onClick={() => host.select([])}>
            {translate('bulk.clear')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {host.actions.map((action) => (
            <Button key={action.key} size="small" variant="outlined" onClick={(event) => choose(action, event.currentTarget)}>
              {translate(`bulk.actions.${action.key}`)}
            </Button>
          ))}
        </BulkToolbarFrame>
      )}
      {running && (
        <BulkDialog
          config={config}
          action={running.action}
          ids={running.ids}
          offScreen={running.offScreen}
          withdrawn={selected.size === 0}
          onClose={close}
          host={host}
        />
      )}
    </>
  );
};
