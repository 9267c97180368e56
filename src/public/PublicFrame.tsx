import type { ReactNode } from 'react';
import { Box, CssBaseline, Paper, ThemeProvider, Typography } from '@mui/material';
import { theme } from '../shell/theme';
import { translate } from './translate';

export const PublicFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 440 }} elevation={3}>
        <Typography variant="overline" color="text.secondary">
          {translate('app.name')}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  </ThemeProvider>
);
