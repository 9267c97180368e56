import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * A person who asks their system for reduced motion gets a still console: no ripples, fades,
 * grows or sliding underlines, only the progress indicators still turn (they say that something is
 * happening). Durations of 0.01 ms rather than none, so animation and transition events (MUI's
 * autofill detection listens for one) still fire.
 */
const STILL = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto !important',
};
const NOT_PROGRESS = ':not(.MuiCircularProgress-root, .MuiCircularProgress-root *, .MuiLinearProgress-root, .MuiLinearProgress-root *)';
const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    [`*${NOT_PROGRESS}, *${NOT_PROGRESS}::before, *${NOT_PROGRESS}::after`]: STILL,
  },
};

/**
 * MUI's transitions also wait in code (a dialog stays in the page for its fade's duration): with
 * reduced motion asked for when the console loads, they take no time.
 */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const stillTransitions: ThemeOptions['transitions'] = {
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  getAutoHeightDuration: () => 0,
};

// One theme for the public pages and the console (react-admin accepts a MUI theme).
export const theme = createTheme({
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#2e7d32' } },
  ...(prefersReducedMotion() ? { transitions: stillTransitions } : {}),
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: { styleOverrides: reducedMotionStyles },
    // react-admin draws a select whose choices are still loading as a disabled input made to "look
    // just like a regular input" (ra-ui-materialui 5.15's LoadingInput). It restyles the label but
    // not the help text under it, which keeps the disabled grey: 2.7:1 on white, too faint to read
    // for the seconds the choices take on a busy platform. The help text reads as it will after.
    RaLoadingInput: {
      styleOverrides: { root: ({ theme }) => ({ '& .MuiFormHelperText-root.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
