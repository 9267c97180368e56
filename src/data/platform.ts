import { screens } from '../../resources';
import { createDataProvider } from './dataProvider';

/** The console's one data provider, built from every screen's endpoint table. */
export const dataProvider = createDataProvider(screens);
