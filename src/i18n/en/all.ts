// Every text at once, for tests and tools; the console loads the area packs on demand instead.
import { dashboards } from './dashboards';
import { digichannel } from './digichannel';
import { en } from './index';

export const allTexts = { ...en, ...dashboards, ...digichannel };
export type Messages = typeof allTexts;
