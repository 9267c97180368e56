// Removing a mapping row: a blank new row goes at once; any other row
// asks 'Are you sure you want to delete the mapping (from => to)?' first. A saved row is removed
// on the platform at once (mappingRows.savedListWithout says why), a new one only from the form.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { removalNeedsQuestion, removalQuestionValues, savedListWithout, type MappingRowState, type SavedMapping } from './mappingRows';

interface Options {
  /** the saved transformation's id (undefined while it is new) and its saved list */
  id: string | number | undefined;
  saved: readonly SavedMapping[];
  /** PUT .../mappings with the remaining saved list; answers the list the platform now holds */
  persist: (id: string | number, mappings: SavedMapping[]) => Promise<SavedMapping[]>;
  onRemoved: (row: MappingRowState, saved?: SavedMapping[]) => void;
  onError: (message: string | null) => void;
}

export const useMappingRemoval = ({ id, saved, persist, onRemoved, onError }: Options) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState<MappingRowState | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (row: MappingRowState) => {
    if (row.mapping_id !== 0 && id !== undefined) {
      setBusy(true);
      try {
        onRemoved(row, await persist(id, savedListWithout(saved, row)));
      } catch {
        onError(translate('transformations.errors.removeMapping'));
        return;
      } finally {
        setBusy(false);
      }
    } else onRemoved(row);
    onError(null);
    notify(translate('transformations.messages.mappingRemoved'), { type: 'success' });
  };

  const request = (row: MappingRowState) => {
    if (removalNeedsQuestion(row)) setAsking(row);
    else onRemoved(row);
  };

  const dialog = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-describedby="mapping-removal-question">
      <DialogContent>
        <DialogContentText id="mapping-removal-question">
          {asking &&
            translate('transformations.mappings.confirmRemove', removalQuestionValues(asking, translate('transformations.mappings.blank')))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={busy}
          onClick={() => {
            const row = asking!;
            setAsking(null);
            void remove(row);
          }}
        >
          {translate('buttons.yes')}
        </Button>
        <Button variant="contained" onClick={() => setAsking(null)} autoFocus>
          {translate('buttons.no')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { request, dialog, busy };
};
