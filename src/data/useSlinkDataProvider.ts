import { useDataProvider } from 'react-admin';
import type { SlinkDataProvider } from './dataProvider';

/** react-admin's data provider with the console's `call` for the non-CRUD calls. */
export const useSlinkDataProvider = () => useDataProvider<SlinkDataProvider>();
