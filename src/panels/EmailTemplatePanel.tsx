import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import type { ModeProps } from '../engine/modeProps';
import { useCallResult } from '../engine/useCallResult';
import { EmailTemplateForm } from './EmailTemplateForm';

/**
 * The email template editor mode (create, edit, show). An existing template is read afresh when
 * the form opens: the record the dialog holds may be a list row (no JSON, no HTML) or a copy
 * cached before the last save, and the editor must open what is stored now.
 */
const EmailTemplatePanel = (props: ModeProps) => {
  const translate = useTranslate();
  const existing = props.mode !== 'create' && props.record !== undefined;
  const fresh = useCallResult<Record<string, unknown>>(props.config.name, 'get', { params: { id: props.record?.id } }, existing);
  if (!existing) return <EmailTemplateForm {...props} record={undefined} />;
  if (fresh.error) return <ErrorBanner message={failureMessage(translate, fresh.error, 'emailbeetemplates.errors.load')} />;
  if (!fresh.isFetchedAfterMount || !fresh.data) return <LinearProgress />;
  return <EmailTemplateForm {...props} record={{ ...fresh.data, id: props.record!.id }} />;
};
export default EmailTemplatePanel;
