// Holds the side menu and the screen back (Suspense) until the current screen's texts
// translate (src/i18n/textPacks.ts). A failed load throws to the screen's error boundary, whose
// Try again loads them again.
import { use, type ReactNode } from 'react';
import { textPackPending, type TextPack } from '../i18n/textPacks';

export const ScreenTexts = ({ packs, children }: { packs: readonly (TextPack | undefined)[]; children: ReactNode }) => {
  for (const pack of packs) {
    const pending = textPackPending(pack);
    if (pending) use(pending);
  }
  return children;
};
