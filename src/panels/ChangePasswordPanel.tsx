import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import type { ModeProps } from '../engine/modeProps';
import { PasswordChangeForm } from '../engine/PasswordChangeForm';

/** Users' Password action: read-only identity, then the new password twice. */
const ChangePasswordPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSlinkDataProvider();
  const endpoint = config.forms[mode]!.endpoint ?? 'password';
  return (
    <PasswordChangeForm
      owner={{ email: String(record?.email ?? ''), first_name: record?.first_name, last_name: record?.last_name }}
      send={(body) => dataProvider.call(config.name, endpoint, { body })}
      onDone={() => {
        notify(translate('settings.success'), { type: 'success' });
        close();
      }}
      actions={<Button onClick={close}>{translate('buttons.cancel')}</Button>}
    />
  );
};
export default ChangePasswordPanel;
