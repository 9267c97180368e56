import { TextField } from '@mui/material';
import { useInput } from 'react-admin';

interface Props {
  source: string;
  label: string;
  helperText: string | false;
  choices: readonly { id: string; name: string }[];
  disabled?: boolean;
}

/**
 * A select drawn by the browser (`fieldOptions.<f>.input: 'native-select'`): typed into and
 * changed from the keyboard like any select, a blank first option for "none chosen".
 * react-admin's SelectInput draws a MUI menu instead.
 */
export const NativeSelectInput = ({ source, label, helperText, choices, disabled }: Props) => {
  const { field, id } = useInput({ source, format: (v: unknown) => (v === undefined || v === null ? '' : String(v)) });
  return (
    <TextField
      select
      id={id}
      label={label}
      helperText={helperText || undefined}
      value={field.value as string}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      name={field.name}
      disabled={disabled}
      size="small"
      fullWidth
      margin="none"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {[{ id: '', name: '' }, ...choices].map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
};
