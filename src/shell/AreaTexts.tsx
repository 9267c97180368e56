// Holds the side menu and the screen back (Suspense) until the current area's texts translate
// (src/i18n/areaTexts.ts). A failed load throws to the screen's error boundary, whose Try again
// loads them again.
import { use, type ReactNode } from 'react';
import type { AreaKey } from '../../resources/roles';
import { areaTextsPending } from '../i18n/areaTexts';

export const AreaTexts = ({ area, children }: { area: AreaKey | undefined; children: ReactNode }) => {
  const pending = areaTextsPending(area);
  if (pending) use(pending);
  return children;
};
