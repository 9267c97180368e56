import englishMessages from 'ra-language-english';
import { admin } from './admin';
import { auth } from './auth';
import { shell } from './shell';

// react-admin's own texts first; ours override where they share a key.
export const en = { ...englishMessages, ...shell, ...auth, ...admin };
export type Messages = typeof en;
