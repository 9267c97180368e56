import type { ReactNode } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { screenTexts } from '../../language/screenTexts';
import { AccountAssignmentSection, type AssignedAccountsOf } from './AccountAssignmentSection';
import { fieldLabel } from './columnLabel';
import { fieldKey } from './formTitle';
import { ItemAssignmentSection } from './ItemAssignmentSection';
import type { ModeProps } from './modeProps';

/**
 * A form mode of kind 'assignment': the record's `fields` read-only, then the declared `assign`
 * section (`accounts`, or the `items` section its `items.by` field's value picks, else the `none` text),
 * and Done. Each add and removal is its own call, so there is nothing to save. A custom form
 * mode may add a section of its own (`extra`, before Done), and read the assigned accounts out of
 * an answer that holds them (`assignedOf`).
 */
export const AssignmentForm = ({
  config,
  mode,
  record,
  close,
  extra,
  assignedOf,
}: ModeProps & { extra?: ReactNode; assignedOf?: AssignedAccountsOf }) => {
  const translate = useTranslate();
  const form = config.forms[mode]!;
  const { accounts, items } = form.assign ?? {};
  const itemKey = items ? fieldKey(record, items.by) : '';
  const section = items?.sections[itemKey];
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
      {accounts && <AccountAssignmentSection config={config} assignment={accounts} record={record!} assignedOf={assignedOf} />}
      {items &&
        (section ? (
          <ItemAssignmentSection key={itemKey} config={config} itemKey={itemKey} assignment={section} record={record!} />
        ) : (
          <Typography sx={{ my: 2 }}>{translate(screenTexts(config.name).itemsNone, record)}</Typography>
        ))}
      {extra}
      <Button variant="contained" onClick={close} sx={{ mt: 1 }}>
        {translate('buttons.done')}
      </Button>
    </>
  );
};
