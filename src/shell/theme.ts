import { createTheme } from '@mui/material/styles';

// One theme for the public pages and the console (react-admin accepts a MUI theme).
export const theme = createTheme({
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#2e7d32' } },
  components: { MuiButton: { defaultProps: { disableElevation: true } } },
});
