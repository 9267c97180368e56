import { adminScreenTexts } from '../../../resources/generated/adminTexts';
import { homeScreenTexts } from '../../../resources/generated/homeTexts';
import { apiLinkMenus } from './apiLinkMenus';
import { auth } from './auth';
import { reactAdminFirst } from './reactAdminFirst';
import { shell } from './shell';

// The texts every page may need: react-admin's own first (those the first screen may show: the
// rest load after the rows, ./reactAdminFirst.ts), ours override where they share a key;
// the frame, and the home and admin areas with the texts their screen config files declare. The
// other areas' texts load with their area, the API link screens' with those screens
// (src/i18n/areaTexts.ts; all of them together: ./all.ts), the sign-in pages' with those pages.
export const en = {
  ...reactAdminFirst,
  ...shell,
  ...auth,
  ...apiLinkMenus,
  ...homeScreenTexts,
  ...adminScreenTexts,
};
