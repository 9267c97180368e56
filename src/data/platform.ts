import { screens } from '../../resources';
import { formatValue } from '../engine/formatValue';
import { i18nProvider } from '../i18n/i18nProvider';
import { createDataProvider } from './dataProvider';

const translate = (key: string) => i18nProvider.translate(key);

/**
 * The console's one data provider, built from every screen's endpoint table. The text filter
 * searches cells as the table shows them (Status reads Enabled/Disabled, not true/false).
 */
export const dataProvider = createDataProvider(screens, undefined, (column, value) => formatValue(translate, column.type, value));
