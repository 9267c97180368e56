// Holds the side menu and the screen back (Suspense) until the current area's and screen's texts
// translate (src/i18n/areaTexts.ts). A failed load throws to the screen's error boundary, whose
// Try again loads them again.
import { use, type ReactNode } from 'react';
import { areaTextsPending, type TextPack } from '../i18n/areaTexts';

export const AreaTexts = ({ packs, children }: { packs: readonly (TextPack | undefined)[]; children: ReactNode }) => {
  for (const pack of packs) {
    const pending = areaTextsPending(pack);
    if (pending) use(pending);
  }
  return children;
};
