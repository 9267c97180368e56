import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { allows } from '../../resources/roles';
import type { ScreenConfig } from '../../resources/types';
import { ResourceScreen } from '../engine/ResourceScreen';
import { pages } from '../pages/registry';
import { AccessDenied } from './AccessDenied';
import { useRole } from './useRole';

/** One generated route: the role gate, then the page or the generated resource screen. */
export const ScreenRoute = ({ screen }: { screen: ScreenConfig }) => {
  const { role, isPending } = useRole();
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
