import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountAssignmentSection } from '../engine/AccountAssignmentSection';
import { fieldLabel } from '../engine/columnLabel';
import type { ModeProps } from '../engine/FormDialog';

/**
 * Assign form of a channel item (short code, email domain, unsubscribe group; seed 001 sections
 * 2.5, 2.7): the item's name read-only, the config-declared account section, Done.
 */
const ChannelAccountAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
        {(form.fields ?? []).map((f) => (
          <TextField key={f} label={fieldLabel(translate, config.schema, f)} value={String(record?.[f] ?? '')} size="small" slotProps={{ input: { readOnly: true } }} />
        ))}
      </Box>
      {form.accounts && <AccountAssignmentSection config={config} assignment={form.accounts} record={record!} />}
      <Button variant="contained" onClick={close}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
export default ChannelAccountAssignmentPanel;
