import type { ScreenConfig } from '../../language/types';
import { createDataProvider } from '../data/dataProvider';
import { cellText } from '../engine/formatValue';
import { i18nProvider } from '../i18n/i18nProvider';

const translate = (key: string) => i18nProvider.translate(key);

/**
 * Wired here, beside the console's root, so the data layer needs neither the engine nor the texts.
 * The console's one data provider, built from every screen's endpoint table (the root hands the
 * screens in: only the roots import them). The text filter
 * searches cells as the table shows them (Status reads Enabled/Disabled, not true/false; a
 * labelled choice its title).
 */
export const consoleDataProvider = (screens: readonly ScreenConfig[]) =>
  createDataProvider(screens, undefined, (config, column, value) => cellText(translate, config.schema, column, value));
