import englishMessages from 'ra-language-english';
import { adminScreenTexts, homeScreenTexts } from '../../../resources/generated/screenFiles';
import { admin } from './admin';
import { apiLinks } from './apiLinks';
import { auth } from './auth';
import { shell } from './shell';
import { transformations } from './transformations';

// The texts every page may need: react-admin's own first, ours override where they share a key;
// the frame, and the home and admin areas with the texts their screen config files declare. The
// other areas' texts load with their area (src/i18n/areaTexts.ts; all of them together: ./all.ts),
// the sign-in pages' with those pages.
export const en = {
  ...englishMessages,
  ...shell,
  ...auth,
  ...admin,
  ...apiLinks,
  ...transformations,
  ...homeScreenTexts,
  ...adminScreenTexts,
};
