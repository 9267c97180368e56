import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countSms } from './smsCounter';

interface Props {
  name: string;
  label: string;
  value: string;
  max: number;
  /** the wording sent when the field is left blank */
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A help or opt-out message with its character counter. */
export const MessageField = ({ name, label, value, max, fallback, error, onChange }: Props) => {
  const translate = useTranslate();
  const count = countSms(value);
  const counter = translate('shortcodes.fields.counter', { count: count.characters, max, parts: count.parts });
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      margin="dense"
      placeholder={fallback}
      error={!!error}
      helperText={
        <span>
          <span data-testid={`${name}-counter`}>{counter}</span>
          {error ? ` — ${error}` : value.trim() === '' ? ` — ${translate('shortcodes.fields.defaultHint')}` : ''}
        </span>
      }
      // The label stays above so the default wording (the placeholder) shows in an empty field.
      slotProps={{ htmlInput: { maxLength: max }, inputLabel: { shrink: true } }}
    />
  );
};
