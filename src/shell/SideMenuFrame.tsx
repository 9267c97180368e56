// Where the side menu sits: a column beside the screen on tablets and desktops, a drawer over
// the screen on phones, where it also holds the top navigation's areas.
//
// Why not react-admin's <Sidebar>: it is a MUI Drawer at every width, and Drawer brings Modal,
// focus trap, backdrop and slide transition (about 12 KB gzip) into the console's first screen,
// where only phones use them (the first screen's budget of 200 KB gzip, checked by
// e2e/firstScreen.test.ts). Phones load the drawer on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState } from 'react-admin';
import type { ScreenConfig } from '../../language/types';
import { useLocation } from 'react-router-dom';
import { trackedImport } from '../data/trackedImport';
import { areaForPath, topNavigation } from './navigation';
import { useRole } from '../auth/useRole';
import { useNarrow } from '../engine/useNarrow';

const PhoneDrawer = lazy(trackedImport(() => import('./PhoneDrawer').then((m) => ({ default: m.PhoneDrawer }))));

/** The drawer, with the top navigation's areas read here (its chunk reading them split the first screen's chunks). */
const PhoneFrame = ({ screens, children }: { screens: readonly ScreenConfig[]; children: ReactNode }) => {
  const { role } = useRole();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <PhoneDrawer areas={topNavigation(role)} current={areaForPath(screens, pathname)}>
        {children}
      </PhoneDrawer>
    </Suspense>
  );
};

export const SideMenuFrame = ({ screens, children }: { screens: readonly ScreenConfig[]; children: ReactNode }) => {
  const [open] = useSidebarState();
  const phone = useNarrow();
  if (phone) return <PhoneFrame screens={screens}>{children}</PhoneFrame>;
  const width = open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH;
  const slide = (theme: Theme) =>
    theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen });
  return (
    <Box sx={{ width, flexShrink: 0, transition: slide }}>
      {/* Stays in view below the app bar while the screen scrolls. */}
      <Box
        sx={{
          position: 'fixed',
          width,
          height: 'calc(100vh - 3em)',
          overflowX: 'hidden',
          overflowY: 'auto',
          scrollbarWidth: 'none',
          transition: slide,
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
