import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Submit and Cancel, with the required-field note when the form has required fields. */
export const FormButtons = ({
  submitLabel,
  onCancel,
  showRequiredNote,
  disabled,
}: {
  submitLabel?: string;
  onCancel: () => void;
  showRequiredNote?: boolean;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      {showRequiredNote && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('form.requiredNote')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {translate(submitLabel ?? 'buttons.save')}
        </Button>
        <Button onClick={onCancel}>{translate('buttons.cancel')}</Button>
      </Box>
    </Box>
  );
};
