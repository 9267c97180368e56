import { Suspense } from 'react';
import type { ResourceConfig } from '../../resources/types';
import { intros } from '../pages/intros';

/** The config-declared text above a list (`intro`), or nothing. */
export const ScreenIntro = ({ config }: { config: ResourceConfig }) => {
  if (!config.intro) return null;
  const Intro = intros[config.intro];
  // A key with no component is a config bug, not a state a user can reach.
  if (!Intro) throw new Error(`Screen ${config.name} names an unknown intro ${config.intro}`);
  return (
    <Suspense fallback={null}>
      <Intro screen={config} />
    </Suspense>
  );
};
