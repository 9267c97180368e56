import type { ResourceConfig } from '../../../language/types';

/** The id of the list's Filters button, which gets focus when the last chip goes. */
export const filtersButtonId = (config: ResourceConfig) => `${config.name}-column-filters`;
