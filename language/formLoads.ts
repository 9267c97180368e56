// What a form reads with the record's id before it shows, by convention from its words: its
// lock's call (an in-use check) and each table's rows (`endpoint`). The engine loads them
// (src/engine/useFormLoads.ts); their texts sit under `<screen>.loads.<name>` (screenTexts.ts).
import type { FormConfig } from './formTypes';

/** One call a form makes before it shows, and the form value its answer fills. */
export interface FormLoad {
  /** the form value it fills: the lock's field, or the table's */
  name: string;
  endpoint: string;
  /** the field of an object answer the value is (the lock's); a table's rows are the answer itself */
  field?: string;
}

/** The form's loads, its lock's first, then its tables' in their order. */
export const formLoads = (form: Pick<FormConfig, 'lock' | 'tables'>): FormLoad[] => [
  ...(form.lock?.endpoint ? [{ name: form.lock.field, endpoint: form.lock.endpoint, field: form.lock.field }] : []),
  ...Object.entries(form.tables ?? {}).flatMap(([name, table]) => (table.endpoint ? [{ name, endpoint: table.endpoint }] : [])),
];
