import { Suspense, use } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { allows } from '../../resources/roles';
import type { LazyResource, ScreenConfig, ScreenEntry } from '../../resources/types';
import { ResourceScreen } from '../engine/ResourceScreen';
import { pages } from '../pages/registry';
import { AccessDenied } from './AccessDenied';
import { loadScreen } from './loadScreen';
import { NotFound } from './NotFound';
import { ownsSubpath } from './screenSubpath';
import { useRole } from './useRole';

/**
 * One generated route. A resource listed lazily loads its config first (the frame's Suspense
 * shows Loading; a failed load shows in the frame's error boundary, with Try again).
 */
export const ScreenRoute = ({ screen }: { screen: ScreenEntry | ScreenConfig }) =>
  'load' in screen ? <LazyResourceRoute entry={screen} /> : <LoadedScreenRoute screen={screen} />;

const LazyResourceRoute = ({ entry }: { entry: LazyResource }) => <LoadedScreenRoute screen={use(loadScreen(entry))} />;

/** Its own paths only, the role gate, then the page or the generated resource screen. */
const LoadedScreenRoute = ({ screen }: { screen: ScreenConfig }) => {
  const { role, isPending } = useRole();
  const rest = useParams()['*'];
  if (!ownsSubpath(screen, rest)) return <NotFound />;
  if (isPending) return <Loading />;
  if (!allows(screen.roles, role)) return <AccessDenied role={role} />;
  if (screen.kind === 'resource') return <ResourceScreen config={screen} />;
  const Page = pages[screen.page];
  return (
    <Suspense fallback={<Loading />}>
      <Page screen={screen} />
    </Suspense>
  );
};
