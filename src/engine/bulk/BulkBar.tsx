// The bulk toolbar, shown while rows are selected: how many, "Select all N matching" (every row
// of the current filter across pages, answered where the list lives), Clear, and the actions the
// screen's declarations allow this role (bulkActions.ts). An action opens its dialog.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import type { BulkAction } from './bulkActions';
import { BulkDialog } from './BulkDialog';
import type { BulkHost } from './bulkHost';

interface Props {
  config: ResourceConfig;
  selected: ReadonlySet<Identifier>;
  host: BulkHost;
}

export const BulkBar = ({ config, selected, host }: Props) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const { total, filterValues } = useListContext();
  // The rows an action runs on are those selected when it was chosen.
  const [running, setRunning] = useState<{ action: BulkAction; ids: Identifier[] } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const selectAll = async () => {
    setSelecting(true);
    try {
      host.select(await dataProvider.matchingIds(config.name, filterValues));
    } finally {
      setSelecting(false);
    }
  };
  return (
    <Box
      role="toolbar"
      aria-label={translate('bulk.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        mb: 1,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {translate('bulk.selected', { smart_count: selected.size })}
      </Typography>
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
        <Button
          key={action.key}
          size="small"
          variant="outlined"
          onClick={() => (setRunning({ action, ids: [...selected] }), host.holdOpen(true))}
        >
          {translate(`bulk.actions.${action.key}`)}
        </Button>
      ))}
      {running && (
        <BulkDialog
          config={config}
          action={running.action}
          ids={running.ids}
          onClose={() => (setRunning(null), host.holdOpen(false))}
          host={host}
        />
      )}
    </Box>
  );
};
