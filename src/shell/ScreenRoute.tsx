import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { allows } from '../../language/roles';
import { isPage, type ScreenConfig } from '../../language/types';
import { ResourceScreen } from '../engine/ResourceScreen';
import { pages } from '../pages/registry';
import { AccessDenied } from './AccessDenied';
import { NotFound } from './NotFound';
import { ownsSubpath } from './screenSubpath';
import { useRole } from './useRole';
import { useScreenAuthCheck } from './useScreenAuthCheck';

/** One generated route: its own paths only, the role gate, then the page or the generated resource screen. */
export const ScreenRoute = ({ screen }: { screen: ScreenConfig }) => {
  const { role, isPending } = useRole();
  useScreenAuthCheck(screen.name);
  const rest = useParams()['*'];
  if (!ownsSubpath(screen, rest)) return <NotFound />;
  if (isPending) return <Loading />;
  if (!allows(screen.roles, role)) return <AccessDenied role={role} />;
  // Keyed by screen: going from one screen to another keeps this route's element, and react-admin
  // shows a list's previous rows while new ones load, so the new screen's columns would briefly
  // show the last screen's records.
  if (!isPage(screen)) return <ResourceScreen key={screen.name} config={screen} />;
  const Page = pages[screen.page];
  return (
    <Suspense fallback={<Loading />}>
      <Page screen={screen} />
    </Suspense>
  );
};
