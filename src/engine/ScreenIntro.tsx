import type { ResourceConfig } from '../../language/types';
import { useIntro } from './customParts';

/** The config-declared text above a list (`intro`), or nothing. */
export const ScreenIntro = ({ config }: { config: ResourceConfig }) => {
  const Intro = useIntro(config.intro);
  if (!Intro) return null;
  // The screen's Suspense boundary (ResourceScreen) waits for it, so nothing moves when it comes.
  // Not made during render: the context gives one module-level component per key, the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Intro screen={config} />;
};
