// The top navigation folded into the phone's drawer: below 900 px the app bar has room for the
// menu button and the product name only (the areas were cut off after "DIGI CHA"), so the role's
// areas lead the drawer, above the side menu, in the app bar's colours.
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMenuOpen } from './menuOpen';
import { ScreenLink } from './ScreenLink';
import type { AreaKey } from '../../language/roles';
import type { NavItem } from './navigation';

/**
 * The role's areas and the current one come from the first screen's frame (SideMenuFrame): this
 * chunk reading them itself (the role, the screens) split the chunks the first screen loads.
 */
export const DrawerAreas = ({ items, current }: { items: NavItem[]; current: AreaKey | undefined }) => {
  const translate = useTranslate();
  const [, setOpen] = useMenuOpen();
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
          component={ScreenLink}
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
