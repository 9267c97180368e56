// Every text at once, for tests and tools; the console loads the area packs on demand instead.
import { dashboards } from './dashboards';
import { digichannel } from './digichannel';
import { formRecovery } from './formRecovery';
import { signInPages } from './signInPages';
import { en } from './index';

export const allTexts = { ...en, ...dashboards, ...digichannel, ...formRecovery, ...signInPages };
export type Messages = typeof allTexts;
