import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether the window is narrow (below 900 px: narrowQuery.ts), where lists show two-line items and
 * forms fill the screen. `noSsr`: the first render already knows, so a phone never draws the wide
 * table first.
 */
export const useNarrow = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
