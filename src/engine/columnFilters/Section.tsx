import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One column's part of the Filters menu: a fieldset named by the column's label. */
export const Section = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5 }}>
      {label}
    </Typography>
    {children}
  </Box>
);
