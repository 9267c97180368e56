// The top navigation folded into the phone's drawer: below 600 px the app bar has room for the
// menu button and the product name only (the areas were cut off after "DIGI CHA"), so the role's
// areas lead the drawer, above the side menu, in the app bar's colours.
import { Box, Button } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { ScreenConfig } from '../../language/types';
import { areaForPath, topNavigation } from './navigation';
import { useRole } from './useRole';

export const DrawerAreas = ({ screens }: { screens: readonly ScreenConfig[] }) => {
  const translate = useTranslate();
  const { role } = useRole();
  const { pathname } = useLocation();
  const [, setOpen] = useSidebarState();
  const current = areaForPath(screens, pathname);
  const items = topNavigation(role);
  if (!items.length) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('nav.top')}
      sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'primary.main', color: 'primary.contrastText', py: 0.5 }}
    >
      {items.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.to}
          color="inherit"
          aria-current={current === item.key ? 'page' : undefined}
          onClick={() => setOpen(false)}
          sx={{
            justifyContent: 'flex-start',
            borderRadius: 0,
            px: 2,
            minHeight: 44,
            borderLeft: current === item.key ? '3px solid' : '3px solid transparent',
          }}
        >
          {translate(item.label)}
        </Button>
      ))}
    </Box>
  );
};
