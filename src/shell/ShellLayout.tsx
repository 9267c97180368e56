// The console's frame: top bar, side menu, and the screen.
//
// Why not react-admin's <Layout>: it imports its default AppBar (user menu, locale and theme
// buttons, loading indicator), its default Menu (MenuItemLink: Tooltip, popper, hotkeys) and
// the preferences Inspector even when each is replaced, about 20 KB gzip that the first screen
// never uses (measured by bench/). This keeps its structure: fixed app bar, sidebar (SideMenuFrame),
// content in an error boundary and Suspense. The side menu and the screen wait for the screen's
// texts (ScreenTexts); the top bar's are always there. The screens come from the console's root
// (src/admin/AdminApp.tsx): the shell reads the language, never the screen files.
import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ScreenConfig } from '../../language/types';
import { ScreenTexts } from './ScreenTexts';
import { MountInSlices } from './MountInSlices';
import { packsFor } from '../i18n/textPacks';
import { screenForPath } from './navigation';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { SideMenu } from './SideMenu';
import { SideMenuFrame } from './SideMenuFrame';
import { TopBar } from './TopBar';

export const ShellLayout = ({ screens, children }: { screens: readonly ScreenConfig[]; children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
        width: '100%',
      }}
    >
      <TopBar screens={screens} />
      <Box component="main" sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        <ScreenErrorBoundary pathname={pathname}>
          <Suspense fallback={<Loading />}>
            <ScreenTexts packs={packsFor(screenForPath(screens, pathname)?.name)}>
              <SideMenuFrame screens={screens}>
                <SideMenu screens={screens} />
              </SideMenuFrame>
              {/* minWidth 0: the screen is never wider than the window (a flex item is at least as
                  wide as its content otherwise); a table wider than the screen scrolls in its own box. */}
              <Box
                id="main-content"
                sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1, zIndex: 2 }}
              >
                <ScreenErrorBoundary pathname={pathname}>
                  {/* The screen mounts in a drawing of its own after the frame's: each inserts
                      its components' styles for the first time, and one commit of both was the
                      longest task before the first rows (bench/). */}
                  <MountInSlices>
                    <Suspense fallback={<Loading />}>{children}</Suspense>
                  </MountInSlices>
                </ScreenErrorBoundary>
              </Box>
            </ScreenTexts>
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
    </Box>
  );
};
