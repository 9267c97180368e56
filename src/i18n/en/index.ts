import englishMessages from 'ra-language-english';
import { admin } from './admin';
import { apiLinks } from './apiLinks';
import { auth } from './auth';
import { shell } from './shell';
import { transformations } from './transformations';

// The texts every page may need: react-admin's own first, ours override where they share a key;
// the frame, the sign-in pages, and the home and admin areas. The other areas' texts load with
// their area (src/i18n/areaTexts.ts; all of them together: ./all.ts).
export const en = { ...englishMessages, ...shell, ...auth, ...admin, ...apiLinks, ...transformations };
