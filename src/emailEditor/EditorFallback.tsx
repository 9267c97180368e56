import { Alert, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TemplatePreview } from './TemplatePreview';

interface Props {
  /** why the editor is not there, as a sentence */
  reason: string;
  html: string;
  /** the template JSON text; absent in View mode */
  json?: string;
  onJsonChange?: (json: string) => void;
}

/**
 * Without the editor (no access to its host, a refused token): say so, keep the stored HTML
 * preview, and let the JSON text be edited (the platform refuses JSON that does not parse).
 */
export const EditorFallback = ({ reason, html, json, onJsonChange }: Props) => {
  const translate = useTranslate();
  const editable = json !== undefined && onJsonChange;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(editable ? 'emailbeetemplates.editor.unavailable' : 'emailbeetemplates.editor.unavailableView', { reason })}
      </Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: editable ? { xs: '1fr', md: '1fr 1fr' } : '1fr', gap: 2 }}>
        {editable && (
          <TextField
            label={translate('emailbeetemplates.editor.json')}
            helperText={translate('emailbeetemplates.editor.jsonHelp')}
            value={json}
            onChange={(e) => onJsonChange(e.target.value)}
            multiline
            minRows={20}
            maxRows={30}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
        )}
        <TemplatePreview html={html} />
      </Box>
    </>
  );
};
