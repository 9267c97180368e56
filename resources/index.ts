// Every screen of the console: each screen config a resources/<file>.ts exports, found by file
// (tools/screenFiles.ts, run by npm run validators). Adding a screen = adding its file.
import { screenFiles } from './generated/screenFiles';
import type { ScreenConfig } from '../language/types';

export const screens: readonly ScreenConfig[] = screenFiles;
