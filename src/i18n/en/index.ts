import { menuTexts } from '../../../resources/generated/menuTexts';
import { auth } from './auth';
import { reactAdminFirst } from './reactAdminFirst';
import { shell } from './shell';

// The texts every page may need: react-admin's own first (those the first screen may show: the
// rest load after the rows, ./reactAdminFirst.ts), ours override where they share a key; the
// frame, and the side menu's label of every screen. Each screen's own texts load with it (the
// pack of its screen config file: src/i18n/textPacks.ts; all of them together: ./all.ts), the
// sign-in pages' with those pages.
export const en = {
  ...reactAdminFirst,
  ...shell,
  ...auth,
  ...menuTexts,
};
