// Every text at once, for tests and tools; the console loads the area packs on demand instead.
import englishMessages from 'ra-language-english';
import { formRecovery } from './formRecovery';
import { bulk } from './bulk';
import { listViews } from './listViews';
import { narrowList } from './narrowList';
import { signInPages } from './signInPages';
import { en } from './index';
import { sharedScreenTexts } from '../../../resources/generated/sharedTexts';
import { packTexts } from '../generated/textPacks';

export const allTexts = {
  ...en,
  ...englishMessages,
  ...packTexts,
  ...formRecovery,
  ...listViews,
  ...bulk,
  ...narrowList,
  ...signInPages,
  ...sharedScreenTexts,
};
export type Messages = typeof allTexts;
