import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountAssignmentSection } from '../engine/AccountAssignmentSection';
import { fieldLabel } from '../engine/columnLabel';
import type { ModeProps } from '../engine/FormDialog';

/**
 * 'Assign Account' of an API link (seed 001 section 2.2): the link name read-only, the assigned
 * accounts as removable 'name (id)' tags ('No account assigned' when none), a picker of the
 * accounts not yet assigned with an add action, and Done. Everything else is config.
 */
const ApiLinkAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        {(form.fields ?? []).map((f) => (
          <TextField key={f} label={fieldLabel(translate, config.schema, f)} value={String(record?.[f] ?? '')} size="small" fullWidth slotProps={{ input: { readOnly: true } }} />
        ))}
      </Box>
      {form.accounts && <AccountAssignmentSection config={config} assignment={form.accounts} record={record!} />}
      <Button variant="contained" onClick={close} sx={{ mt: 1 }}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
export default ApiLinkAssignmentPanel;
