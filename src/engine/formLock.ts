// A form's `lock`: the whole form, its tables' rows included, is read-only while the lock's field
// is true (an API link or a transformation in use).
import type { FormConfig } from '../../language/types';

/** Whether the form is held read-only by its lock, given its starting values (the record's and its loads'). */
export const isHeld = (form: Pick<FormConfig, 'lock'>, values: Readonly<Record<string, unknown>> | null | undefined): boolean =>
  !!form.lock && values?.[form.lock.field] === true;
