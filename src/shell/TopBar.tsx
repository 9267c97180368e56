import { memo } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';
import { useMenuOpen } from './menuOpen';
import { useLocation } from 'react-router-dom';
import type { ScreenConfig } from '../../language/types';
import { useNarrow } from '../engine/useNarrow';
import { areaForPath, topNavigation } from './navigation';
import { ScreenLink } from './ScreenLink';
import { useRole } from '../auth/useRole';
import { PRODUCT_VERSION } from './version';

/** Top navigation: the side menu's toggle, product name, the role's areas, the product version. */
export const TopBar = ({ screens }: { screens: readonly ScreenConfig[] }) => {
  const { pathname } = useLocation();
  return <TopBarFrame current={areaForPath(screens, pathname)} />;
};

// Drawn again only when the area changes: a list's filter, page or sort changes the address at
// every keystroke, and the bar's MUI buttons would be drawn again each time (bench/).
const TopBarFrame = memo(({ current }: { current: string | undefined }) => {
  const translate = useTranslate();
  const { role } = useRole();
  const [open, setOpen] = useMenuOpen();
  // The same reading of the width as the side menu's frame (SideMenuFrame), not a CSS media rule:
  // the areas are in the app bar or in the phone's drawer, never both and never neither. With CSS
  // here, a window narrowed to 360 px sometimes kept the wide bar (Chromium still applied the
  // narrow rule seconds later) while the drawer already held the areas.
  const phone = useNarrow();
  return (
    <AppBar position="fixed" color="primary">
      <Toolbar variant="dense" disableGutters sx={{ minHeight: { xs: 56, sm: 48 }, pr: 1 }}>
        <IconButton
          color="inherit"
          sx={{ mx: 0.5 }}
          aria-label={translate(open ? 'menu.closeMenu' : 'menu.openMenu')}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" sx={{ mr: { xs: 1, sm: 3 }, whiteSpace: 'nowrap' }}>
          {translate('app.name')}
        </Typography>
        {/* One line at any width (the content sits below a one-line bar): the areas scroll sideways;
            below 900 px they are in the drawer instead (DrawerAreas). */}
        {!phone && (
          <Box component="nav" aria-label={translate('nav.top')} sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0, overflowX: 'auto' }}>
            {topNavigation(role).map((item) => (
              <Button
                key={item.key}
                component={ScreenLink}
                to={item.to}
                color="inherit"
                aria-current={current === item.key ? 'page' : undefined}
                sx={{
                  borderBottom: current === item.key ? '2px solid' : '2px solid transparent',
                  borderRadius: 0,
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                }}
              >
                {translate(item.label)}
              </Button>
            ))}
          </Box>
        )}
        {!phone && (
          <Typography variant="caption" sx={{ opacity: 0.85, mx: 1, whiteSpace: 'nowrap' }}>
            {translate('app.version', { version: PRODUCT_VERSION })}
          </Typography>
        )}
      </Toolbar>
    </AppBar>
  );
});
