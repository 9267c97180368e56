import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import type { ScreenConfig } from '../../language/types';
import { DrawerAreas } from './DrawerAreas';

/** The side menu on a phone: a drawer over the screen, led by the top navigation's areas, closed by the backdrop or Escape. */
export const PhoneDrawer = ({ screens, children }: { screens: readonly ScreenConfig[]; children: ReactNode }) => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      // MUI makes the drawer's paper a dialog, which needs a name.
      slotProps={{ paper: { 'aria-label': translate('nav.drawer'), sx: { bgcolor: 'background.default' } } }}
    >
      <DrawerAreas screens={screens} />
      {children}
    </Drawer>
  );
};
