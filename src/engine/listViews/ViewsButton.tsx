import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { PanelButton } from './PanelButton';
import type { SavedView } from './savedViews';
import { useViewActions } from './useViewActions';
import { ViewNameForm } from './ViewNameForm';
import { ViewRow } from './ViewRow';

interface Props {
  config: ResourceConfig;
  /** applies a view to the list (useApplyView) */
  onApply: (view: SavedView) => void;
}

const ViewsPanel = ({ config, onApply }: Props) => {
  const translate = useTranslate();
  const actions = useViewActions(config);
  const { views, said } = actions;
  const panel = useRef<HTMLDivElement>(null);
  // Rows are kept by place: deleting a view leaves focus on the Delete button of the next one;
  // deleting the last one takes the focused button away, and focus goes to the name box.
  useEffect(() => {
    if (document.activeElement === document.body) panel.current?.querySelector('input')?.focus();
  }, [views.length]);
  return (
    <Box ref={panel}>
      {views.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('listViews.none')}
        </Typography>
      ) : (
        <Box role="list" sx={{ mb: 1 }}>
          {views.map((view, i) => (
            <ViewRow key={i} view={view} actions={actions} onApply={onApply} />
          ))}
        </Box>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <ViewNameForm label={translate('listViews.nameLabel')} submitLabel={translate('listViews.save')} onSubmit={actions.save} />
      </Box>
      {/* What the last change did, read out as it happens; a deletion's Undo beside it. */}
      <Box sx={{ mt: 1, minHeight: '1.5em', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography role="status" variant="body2" color="text.secondary">
          {said && translate(said.key, said.options)}
        </Typography>
        {actions.undoable !== undefined && (
          <Button size="small" onClick={actions.undoDelete} aria-label={translate('listViews.undoDelete', { name: actions.undoable })}>
            {translate('listViews.undo')}
          </Button>
        )}
      </Box>
    </Box>
  );
};

/** The Views button: the list's filter, sort, page size and columns kept under names, applied in a click. */
export const ViewsButton = ({ config, onApply }: Props) => {
  const translate = useTranslate();
  return (
    <PanelButton label={translate('table.views')} title={translate('listViews.title')}>
      {(close) => (
        <ViewsPanel
          config={config}
          onApply={(view) => {
            onApply(view);
            close();
          }}
        />
      )}
    </PanelButton>
  );
};
