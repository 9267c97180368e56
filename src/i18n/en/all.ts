// Every text at once, for tests and tools; the console loads the area packs on demand instead.
import englishMessages from 'ra-language-english';
import { dashboards } from './dashboards';
import { digichannel } from './digichannel';
import { formRecovery } from './formRecovery';
import { bulk } from './bulk';
import { listViews } from './listViews';
import { narrowList } from './narrowList';
import { apiLinks } from './apiLinks';
import { signInPages } from './signInPages';
import { transformations } from './transformations';
import { en } from './index';
import { sharedScreenTexts } from '../../../resources/generated/sharedTexts';

export const allTexts = {
  ...en,
  ...englishMessages,
  ...apiLinks,
  ...transformations,
  ...dashboards,
  ...digichannel,
  ...formRecovery,
  ...listViews,
  ...bulk,
  ...narrowList,
  ...signInPages,
  ...sharedScreenTexts,
};
export type Messages = typeof allTexts;
