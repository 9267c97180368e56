// The save body of a generated form, from its declarations: the shown fields (with `carry`, only
// the editable ones plus the carried record fields), the defaults and the `from` copies, never a
// field of a branch that does not apply, with the fields kept in a JSON text folded back into
// it. `flat` is what the validator checks; `body` is sent.
import type { FormConfig, ResourceConfig } from '../../resources/types';
import { withJsonText } from '../../schemas/rules/jsonText';
import type { FormFields } from './formFields';
import { valueAt } from './nextCall';
import { formBody } from './normalise';

interface Input {
  /** what `from` paths may read besides `values` and `record` */
  session?: unknown;
  config: ResourceConfig;
  form: FormConfig;
  values: Record<string, unknown>;
  record: Record<string, unknown> | undefined;
  isNew: boolean;
  fields: FormFields;
}

const pick = (values: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));

export function formBodyOf({ config, form, values, record, isNew, fields, session }: Input): {
  flat: Record<string, unknown>;
  body: Record<string, unknown>;
} {
  const readOnly = new Set(form.readOnly ?? []);
  const editable = fields.shown.filter((f) => !readOnly.has(f));
  const source = form.carry ? pick(values, [...editable, ...form.carry]) : values;
  const applying = Object.fromEntries(Object.entries(source).filter(([k]) => !fields.inapplicable.has(k)));
  const sources = { values, record, session, created: undefined, defaults: form.defaults };
  const copies = Object.fromEntries(Object.entries(form.from ?? {}).map(([key, path]) => [key, valueAt(sources, path)]));
  const flat = { ...(form.defaults ?? {}), ...formBody(applying, isNew, editable), ...copies };
  const mapping = config.jsonText;
  if (!mapping) return { flat, body: flat };
  // Keys of the text this form edits: its fields, but not those hidden from this user (kept as they are).
  const edited = (form.fields ?? []).filter((f) => mapping.fields.includes(f) && (fields.shown.includes(f) || fields.inapplicable.has(f)));
  return { flat, body: withJsonText(flat, mapping, edited, record?.[mapping.property]) };
}
