import englishMessages from 'ra-language-english';
import { admin } from './admin';
import { apiLinks } from './apiLinks';
import { auth } from './auth';
import { channels } from './channels';
import { dashboards } from './dashboards';
import { emailTemplates } from './emailTemplates';
import { shell } from './shell';
import { transformations } from './transformations';
import { vendors } from './vendors';

// react-admin's own texts first; ours override where they share a key.
export const en = { ...englishMessages, ...shell, ...auth, ...dashboards, ...admin, ...apiLinks, ...emailTemplates, ...transformations, ...vendors, ...channels };
export type Messages = typeof en;
