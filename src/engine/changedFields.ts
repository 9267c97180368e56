// Which fields of the record a form edits changed on the platform since the form opened: the
// form's fields, read where the record keeps them (`fromRecord`, a JSON-text property), compared
// as stored. A change to anything else (an assignment count) is no conflict with this form.
import type { FormConfig, ResourceConfig } from '../../language/types';
import { jsonTextOf } from '../../schemas/rules/jsonText';
import { fromRecordOf, tablesInBody } from './formFields';

const recordFieldOf = (config: ResourceConfig, form: FormConfig, field: string): string => {
  const from = form.fromRecord?.[field];
  if (from !== undefined) return fromRecordOf(field, from).field;
  const jsonText = jsonTextOf(config.schema);
  if (jsonText?.fields.includes(field)) return jsonText.property;
  return field;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The form's fields (and tables sent with it) whose stored value differs between the two reads. */
export function changedFields(
  config: ResourceConfig,
  form: FormConfig,
  loaded: Record<string, unknown>,
  current: Record<string, unknown>,
): string[] {
  return [...(form.fields ?? []), ...tablesInBody(config, form)].filter((field) => {
    const stored = recordFieldOf(config, form, field);
    return !same(loaded[stored], current[stored]);
  });
}
