import { Box, Button, Divider, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountAssignmentSection } from '../engine/AccountAssignmentSection';
import { fieldLabel } from '../engine/columnLabel';
import type { ModeProps } from '../engine/modeProps';
import { IpRangeSection } from './IpRangeSection';

/** 'Assign Account Group Properties': id and name, accounts, IP ranges, Done. */
const AccountGroupAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {(form.fields ?? []).map((f) => (
          <TextField
            key={f}
            label={fieldLabel(translate, config.schema, f)}
            value={String(record?.[f] ?? '')}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
      </Box>
      {form.accounts && <AccountAssignmentSection config={config} assignment={form.accounts} record={record!} />}
      <Divider />
      {form.ipRanges && <IpRangeSection config={config} ipRanges={form.ipRanges} record={record!} />}
      <Button variant="contained" onClick={close} sx={{ mt: 1 }}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
export default AccountGroupAssignmentPanel;
