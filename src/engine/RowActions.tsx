import { Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { allows } from '../../resources/roles';
import type { ResourceConfig } from '../../resources/types';
import { useRole } from '../shell/useRole';
import { useFormMode } from './useFormMode';
import { useRowAction } from './useRowAction';

/** The row's action buttons, in the order the config lists them. */
export const RowActions = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { open } = useFormMode(config);
  const run = useRowAction(config);
  const { role } = useRole();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ flexWrap: 'wrap' }}>
      {config.list.rowActions
        .filter((mode) => allows(config.forms[mode]?.roles, role))
        .map((mode) => (
          <Button
            key={mode}
            size="small"
            onClick={() => (config.forms[mode]?.kind === 'action' ? void run(mode, record) : open(mode, record.id))}
            sx={{ minWidth: 0, px: 0.75, py: 0.25 }}
          >
            {translate(config.forms[mode]?.action ?? `actions.${mode}`)}
          </Button>
        ))}
    </Stack>
  );
};
