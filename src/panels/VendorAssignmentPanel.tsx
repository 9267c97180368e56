import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assignmentKind } from '../../schemas/rules/vendorType';
import { fieldLabel } from '../engine/columnLabel';
import type { ModeProps } from '../engine/modeProps';
import { ItemAssignmentSection } from '../engine/ItemAssignmentSection';

/**
 * 'Assign Short Codes' (SMS vendors) or 'Assign Email Domains' (EMAIL vendors), decided by
 * VendorTypeCode case-insensitively; the dialog title follows the same field (titleBy).
 */
const VendorAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  const kind = assignmentKind(record?.VendorTypeCode);
  const assignment = kind ? form.items?.[kind] : undefined;
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
      {assignment ? (
        <ItemAssignmentSection key={kind} config={config} assignment={assignment} record={record!} />
      ) : (
        <Typography sx={{ my: 2 }}>{translate('vendors.assign.nothing', record)}</Typography>
      )}
      <Button variant="contained" onClick={close} sx={{ mt: 1 }}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
export default VendorAssignmentPanel;
