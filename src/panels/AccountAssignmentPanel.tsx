import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountAssignmentSection } from '../engine/AccountAssignmentSection';
import { fieldLabel } from '../engine/columnLabel';
import type { ModeProps } from '../engine/modeProps';

/**
 * The Assign form of every item that is assigned to accounts (API links, transformations, short
 * codes, email domains, unsubscribe groups, email templates; the requirements): the item's `fields`
 * read-only, the config-declared account section (tags, picker, messages), Done.
 */
const AccountAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
        {(form.fields ?? []).map((f) => (
          <TextField
            key={f}
            label={fieldLabel(translate, config.schema, f)}
            value={String(record?.[f] ?? '')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ))}
      </Box>
      {form.accounts && <AccountAssignmentSection config={config} assignment={form.accounts} record={record!} />}
      <Button variant="contained" onClick={close} sx={{ mt: 1 }}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
export default AccountAssignmentPanel;
