import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { useSidebarState } from 'react-admin';

/** The side menu on a phone: a drawer over the screen, closed by the backdrop or Escape. */
export const PhoneDrawer = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useSidebarState();
  return (
    <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}>
      {children}
    </Drawer>
  );
};
