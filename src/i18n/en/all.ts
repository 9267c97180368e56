// Every text at once, for tests and tools; the console loads the screens' packs on demand instead.
import englishMessages from 'ra-language-english';
import { formRecovery } from './formRecovery';
import { bulk } from './bulk';
import { listViews } from './listViews';
import { narrowList } from './narrowList';
import { signInPages } from './signInPages';
import { en } from './index';
import { screenTexts } from '../../../resources/generated/screenTexts';

export const allTexts = {
  ...en,
  ...englishMessages,
  ...screenTexts,
  ...formRecovery,
  ...listViews,
  ...bulk,
  ...narrowList,
  ...signInPages,
};
export type Messages = typeof allTexts;
