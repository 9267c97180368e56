import { useLayoutEffect, type ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMenuOpen } from './menuOpen';
import type { AreaKey } from '../../language/roles';
import type { NavItem } from './navigation';
import { DrawerAreas } from './DrawerAreas';

/** The side menu on a phone: a drawer over the screen, led by the top navigation's areas, closed by the backdrop or Escape. */
export const PhoneDrawer = ({ areas, current, children }: { areas: NavItem[]; current: AreaKey | undefined; children: ReactNode }) => {
  const translate = useTranslate();
  const [open, setOpen] = useMenuOpen();
  // Closed as the narrow layout ends (a window widened), so that it starts closed next time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the drawer unmounts
  useLayoutEffect(() => () => setOpen(false), []);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      // MUI makes the drawer's paper a dialog, which needs a name.
      slotProps={{ paper: { 'aria-label': translate('nav.drawer'), sx: { bgcolor: 'background.default' } } }}
    >
      <DrawerAreas items={areas} current={current} />
      {children}
    </Drawer>
  );
};
