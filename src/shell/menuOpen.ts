// Whether the side menu is open, for the layout in force. Beside the screen (900 px and wider) it
// is react-admin's sidebar state. In a narrow window it is a drawer over the screen, kept apart:
// a window narrowed with the wide menu open showed the drawer over the list. The drawer closes as
// the narrow layout ends (PhoneDrawer.tsx), so it starts closed each time.
import { useSidebarState, useStore } from 'react-admin';
import { useNarrow } from '../engine/useNarrow';

export const DRAWER_OPEN_KEY = 'sidebar.drawerOpen';

export const useMenuOpen = (): [boolean, (open: boolean) => void] => {
  const wide = useSidebarState();
  const drawer = useStore(DRAWER_OPEN_KEY, false);
  return useNarrow() ? drawer : wide;
};
