import { memo, useMemo } from 'react';
import { Box, MenuItem, MenuList } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useLogout, useTranslate } from 'react-admin';
import { useMenuOpen } from './menuOpen';
import { useLocation } from 'react-router-dom';
import type { ScreenConfig } from '../../language/types';
import { areaForPath, SEPARATOR_BEFORE_LOGOUT, screenForPath, sideMenu, type NavItem } from './navigation';
import { ScreenLink } from './ScreenLink';
import { useRole } from '../auth/useRole';
import { useNarrow } from '../engine/useNarrow';

// Plain MUI menu items as links, not react-admin's Menu.Item: its MenuItemLink brings Tooltip,
// popper and keyboard shortcuts for the icon-only closed sidebar, which this menu (text items,
// no icons) does not use (ShellLayout.tsx says why).
// Memoised, with the items worked out once per area and role: a list's filter, page or sort
// changes the address at every keystroke, and each item's MUI MenuItem would be drawn again each
// time (bench/).
// An item is the current one wherever its screen is open: at each of the screen's routes (the
// dashboards have two) and its forms' addresses, as the top navigation marks the area.
const SideMenuItem = memo(({ item, current }: { item: NavItem; current: boolean }) => {
  const translate = useTranslate();
  const [, setOpen] = useMenuOpen();
  // In a narrow window the sidebar covers the screen: choosing an item closes it, as react-admin's does.
  const small = useNarrow();
  return (
    <MenuItem
      component={ScreenLink}
      to={item.to}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      onClick={() => small && setOpen(false)}
      sx={{ color: 'text.secondary', '&.active': { color: 'text.primary' } }}
    >
      {translate(item.label)}
    </MenuItem>
  );
});

// react-admin's <Logout> with the same icon, text and call, as a plain item: its ListItemIcon
// and ListItemText are 1.5 KB gzip of the first screen for one line of text.
const LogoutItem = memo(() => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem onClick={() => void logout(null, undefined, false)} sx={{ gap: 2 }}>
      <ExitIcon fontSize="small" />
      {translate('ra.auth.logout', { _: 'Logout' })}
    </MenuItem>
  );
});

/** The side menu of the current area, filtered by role; Logout is always there. */
export const SideMenu = ({ screens }: { screens: readonly ScreenConfig[] }) => {
  const translate = useTranslate();
  const { role } = useRole();
  const { pathname } = useLocation();
  const [open] = useMenuOpen();
  const area = areaForPath(screens, pathname);
  const items = useMemo(() => sideMenu(screens, area, role), [screens, area, role]);
  const current = screenForPath(screens, pathname)?.name;
  return (
    <MenuList
      aria-label={translate('nav.side')}
      sx={{
        width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
        overflowX: 'hidden',
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      {items.map((item) => (
        <SideMenuItem key={item.key} item={item} current={item.key === current} />
      ))}
      {/* A rule drawn with the theme's divider colour rather than MUI's Divider (whose variants and
          text-in-rule styles are 1.5 KB gzip of the first screen). */}
      {area && SEPARATOR_BEFORE_LOGOUT.includes(area) && (
        <Box component="li" role="separator" sx={{ borderTop: 1, borderColor: 'divider', my: 1 }} />
      )}
      <LogoutItem />
    </MenuList>
  );
};
