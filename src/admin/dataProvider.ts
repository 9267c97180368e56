import { screens } from '../../resources';
import { createDataProvider } from '../data/dataProvider';
import { cellText } from '../engine/formatValue';
import { i18nProvider } from '../i18n/i18nProvider';

const translate = (key: string) => i18nProvider.translate(key);

/**
 * Wired here, at the console's root, so the data layer needs neither the engine nor the texts.
 * The console's one data provider, built from every screen's endpoint table. The text filter
 * searches cells as the table shows them (Status reads Enabled/Disabled, not true/false; a
 * labelled choice its title).
 */
export const dataProvider = createDataProvider(screens, undefined, (config, column, value) =>
  cellText(translate, config.schema, column, value),
);
