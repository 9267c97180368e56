import { Divider } from '@mui/material';
import { Logout, Menu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { screens } from '../../resources';
import { areaForPath, SEPARATOR_BEFORE_LOGOUT, sideMenu } from './navigation';
import { useRole } from './useRole';

/** The side menu of the current area, filtered by role; Logout is always there. */
export const SideMenu = () => {
  const translate = useTranslate();
  const { role } = useRole();
  const { pathname } = useLocation();
  const area = areaForPath(screens, pathname);
  return (
    <Menu aria-label={translate('nav.side')}>
      {sideMenu(screens, area, role).map((item) => (
        <Menu.Item key={item.key} to={item.to} primaryText={translate(item.label)} end />
      ))}
      {area && SEPARATOR_BEFORE_LOGOUT.includes(area) && <Divider role="separator" />}
      <Logout />
    </Menu>
  );
};
