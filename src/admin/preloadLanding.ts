// The list a console page opens on is its slowest part at scale: at 100k users the call alone
// takes about half a second. It starts as soon as the console's code runs, alongside
// react-admin's start-up (auth check, role, routes), instead of after it (measured by bench/).
import { allows } from '../../language/roles';
import { isPage, type ScreenConfig } from '../../language/types';
import { isExpired, type SessionData } from '../auth/session';
import type { SlinkDataProvider } from '../data/dataProvider';
import { matchScreen } from '../shell/navigation';
import { ownsSubpath } from '../shell/screenSubpath';

/** The resource whose list `pathname` opens, when this session may see it; else undefined. */
export const landingList = (pathname: string, screens: readonly ScreenConfig[], session: SessionData | null): string | undefined => {
  if (!session || isExpired(session)) return undefined;
  const match = matchScreen(screens, pathname);
  if (!match || isPage(match.screen) || !allows(match.screen.roles, session.role)) return undefined;
  return ownsSubpath(match.screen, pathname.slice(match.route.length)) ? match.screen.name : undefined;
};

export const preloadLanding = (
  pathname: string,
  screens: readonly ScreenConfig[],
  session: SessionData | null,
  provider: Pick<SlinkDataProvider, 'preloadList'>,
) => {
  const resource = landingList(pathname, screens, session);
  if (resource) provider.preloadList(resource);
};
