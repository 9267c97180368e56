import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { ICON_BUTTON } from './iconButton';
import type { SavedView } from './savedViews';
import type { useViewActions } from './useViewActions';
import { ViewNameForm } from './ViewNameForm';

interface Props {
  view: SavedView;
  actions: ReturnType<typeof useViewActions>;
  onApply: (view: SavedView) => void;
}

/** One saved view: its name applies it; a star marks it the default; rename and delete. */
export const ViewRow = ({ view, actions, onApply }: Props) => {
  const translate = useTranslate();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Out of renaming, focus goes back to the Rename button rather than to nowhere.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const name = { name: view.name };
  if (renaming)
    return (
      <Box role="listitem" sx={{ display: 'flex', py: 0.5 }}>
        <ViewNameForm
          label={translate('listViews.renameLabel', name)}
          submitLabel={translate('listViews.renameSubmit')}
          initial={view.name}
          autoFocus
          onSubmit={(to) => {
            const problem = actions.rename(view, to);
            if (!problem) setRenaming(false);
            return problem;
          }}
          onCancel={() => setRenaming(false)}
        />
      </Box>
    );
  return (
    <Box role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        sx={{ flex: 1, justifyContent: 'flex-start', textTransform: 'none' }}
        aria-label={translate('listViews.apply', name)}
        onClick={() => onApply(view)}
      >
        {view.name}
        {view.isDefault && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {translate('listViews.defaultMark')}
          </Typography>
        )}
      </Button>
      <Button
        sx={ICON_BUTTON}
        aria-label={translate('listViews.default', name)}
        aria-pressed={!!view.isDefault}
        onClick={() => actions.toggleDefault(view)}
      >
        {view.isDefault ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </Button>
      <Button sx={ICON_BUTTON} ref={renameButton} aria-label={translate('listViews.rename', name)} onClick={() => setRenaming(true)}>
        <EditIcon fontSize="small" />
      </Button>
      <Button sx={ICON_BUTTON} aria-label={translate('listViews.delete', name)} onClick={() => actions.remove(view)}>
        <DeleteIcon fontSize="small" />
      </Button>
    </Box>
  );
};
