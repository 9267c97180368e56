import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { allows } from '../../language/roles';
import { isPage, type PageConfig, type ScreenConfig } from '../../language/types';
import { usePage } from '../engine/customParts';
import { ResourceScreen } from '../engine/ResourceScreen';
import { AccessDenied } from './AccessDenied';
import { NotFound } from './NotFound';
import { ownsSubpath } from './screenSubpath';
import { useRole } from '../auth/useRole';
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
  return <PageScreen screen={screen} />;
};

/** A custom page, by the key its config names: the console's root gives the pages (customParts), the shell names none. */
const PageScreen = ({ screen }: { screen: PageConfig }) => {
  const Page = usePage(screen.page);
  return (
    <Suspense fallback={<Loading />}>
      {/* Not made during render: the context gives one module-level component per key, the same every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page screen={screen} />
    </Suspense>
  );
};
