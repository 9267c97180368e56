// The list a console page opens on is its slowest part at scale: at 100k users the call alone
// takes about half a second. It starts as soon as the console's code runs, alongside
// react-admin's start-up (auth check, role, routes), instead of after it (bench/, issue 3).
import { allows } from '../../resources/roles';
import type { ScreenConfig } from '../../resources/types';
import { isExpired, type SessionData } from '../auth/session';
import type { SlinkDataProvider } from '../data/dataProvider';
import { screenForPath } from '../shell/navigation';
import { ownsSubpath } from '../shell/screenSubpath';

/** The resource whose list `pathname` opens, when this session may see it; else undefined. */
export const landingList = (pathname: string, screens: readonly ScreenConfig[], session: SessionData | null): string | undefined => {
  if (!session || isExpired(session)) return undefined;
  const screen = screenForPath(screens, pathname);
  if (screen?.kind !== 'resource' || !allows(screen.roles, session.role)) return undefined;
  const path = pathname.replace(/\/+$/, '');
  const route = [screen.route, ...(screen.aliases ?? [])].filter((r) => path === r || path.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0];
  return ownsSubpath(screen, path.slice(route.length)) ? screen.name : undefined;
};

export const preloadLanding = (pathname: string, screens: readonly ScreenConfig[], session: SessionData | null, provider: Pick<SlinkDataProvider, 'preloadList'>) => {
  const resource = landingList(pathname, screens, session);
  if (resource) provider.preloadList(resource);
};
