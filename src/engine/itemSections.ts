// A list of an item section's own call (its `assigned` list, shown in a view as a related list)
// belongs to the records given that section: the record's `assign.items.by` field picks the section, as
// in the Assign form (an SMS vendor's short codes, an EMAIL vendor's email domains).
import type { ResourceConfig } from '../../language/types';
import { fieldKey } from './formTitle';

/** Whether the list of this call is the record's: false only where it is another item section's. */
export const listsRecordItems = (config: ResourceConfig, endpoint: string, record: Record<string, unknown> | undefined): boolean => {
  for (const form of Object.values(config.forms)) {
    const items = form?.assign?.items;
    if (!items) continue;
    for (const [key, section] of Object.entries(items.sections))
      if (section.assigned === endpoint) return fieldKey(record, items.by) === key;
  }
  return true;
};
