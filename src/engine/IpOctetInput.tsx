import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type Octets = [number, number, number, number];

const OCTET_VALUES = Array.from({ length: 256 }, (_, i) => i);

interface Props {
  /** i18n key of the address's label */
  label: string;
  /** i18n key naming each dropdown; %{label} (the translated label) and %{n} (1 to 4) interpolate */
  octetLabel: string;
  value: Octets;
  onChange: (next: Octets) => void;
}

/** An IPv4 address as four dropdowns of 0 to 255 (IP ranges). */
export const IpOctetInput = ({ label: labelKey, octetLabel, value, onChange }: Props) => {
  const translate = useTranslate();
  const label = translate(labelKey);
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {value.map((octet, i) => (
          <Box key={i} sx={{ display: 'flex', alignItems: 'center' }}>
            {i > 0 && <Typography sx={{ mx: 0.25 }}>.</Typography>}
            <TextField
              select
              size="small"
              value={octet}
              onChange={(e) => {
                const next = [...value] as Octets;
                next[i] = Number(e.target.value);
                onChange(next);
              }}
              // Native selects: 256 options each, keyboard-typable, cheap to render eight times.
              slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate(octetLabel, { label, n: i + 1 }) } }}
              // Four to a line on a 360 px phone too: narrower, with less room kept for the arrow.
              sx={{ width: { xs: 68, sm: 80 }, '& .MuiNativeSelect-select': { pl: { xs: 1.25 }, pr: { xs: '26px !important' } } }}
            >
              {OCTET_VALUES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </TextField>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export const octetsToText = (octets: Octets): string => octets.join('.');
