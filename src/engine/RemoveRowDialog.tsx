import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Yes/No question before a table row is removed. */
export const RemoveRowDialog = ({ question, onYes, onNo }: { question: string | null; onYes: () => void; onNo: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={question !== null} onClose={onNo} aria-labelledby="remove-row-question">
      <DialogContent>
        <DialogContentText id="remove-row-question">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onYes}>{translate('buttons.yes')}</Button>
        <Button variant="contained" onClick={onNo} autoFocus>
          {translate('buttons.no')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
