import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A template's HTML as the recipient sees it, in a sandboxed frame: no scripts, no same-origin
 * access, no forms or navigation, so stored HTML can never act on the console.
 */
export const TemplatePreview = ({ html, height = '65vh' }: { html: string; height?: string }) => {
  const translate = useTranslate();
  if (!html) return <Typography color="text.secondary">{translate('emailbeetemplates.editor.noPreview')}</Typography>;
  return (
    <Box
      component="iframe"
      sandbox=""
      title={translate('emailbeetemplates.editor.preview')}
      srcDoc={html}
      sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
};
