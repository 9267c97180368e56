import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { tableTexts } from '../../language/screenTexts';
import type { FormConfig, ResourceConfig } from '../../language/types';
import { fieldLabel } from './columnLabel';
import { formSchemaOf } from './formSchema';
import type { LostUpdate } from './useFormSubmit';

interface Props {
  config: ResourceConfig;
  form: FormConfig;
  conflict: LostUpdate | null;
  onOverwrite: () => void;
  onReload: () => void;
  onCancel: () => void;
}

/** Another save landed while this form was open: which fields, then Overwrite or Reload. */
export const LostUpdateDialog = ({ config, form, conflict, onOverwrite, onReload, onCancel }: Props) => {
  const translate = useTranslate();
  const label = (field: string) => {
    if (form.tables?.[field]) return translate(tableTexts(config.name, field).heading);
    return fieldLabel(translate, formSchemaOf(config, form), field);
  };
  return (
    <Dialog open={conflict !== null} onClose={onCancel} aria-labelledby="lost-update-question">
      <DialogContent>
        <DialogContentText id="lost-update-question">
          {conflict && translate('formRecovery.changedMeanwhile', { fields: conflict.fields.map(label).join(', ') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onOverwrite}>{translate('formRecovery.overwrite')}</Button>
        <Button variant="contained" onClick={onReload} autoFocus>
          {translate('formRecovery.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
