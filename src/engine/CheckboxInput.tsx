import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

// The requirements ask for a Status checkbox; react-admin's BooleanInput is a switch.
export const CheckboxInput = ({ source, label, readOnly }: { source: string; label: string; readOnly?: boolean }) => {
  const { field } = useInput({ source, format: (v: unknown) => v === true || v === 1 || v === '1', parse: (v: boolean) => v });
  return (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={readOnly} name={source} />}
    />
  );
};
