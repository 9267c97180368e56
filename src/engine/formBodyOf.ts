// The save body of a generated form, from its declarations, in this order:
//   1. the form's values: with `carry`, only the editable shown fields plus the carried record
//      fields and the tables sent in the body; never a field of a branch that does not apply,
//      nor, with `bodyNames`, a field it does not name;
//   2. a new record leaves blanks out, an edit sends a cleared field as '' (normalise.ts);
//   3. the defaults, the `from` copies, and a schema `default` for a blank field (else null for a
//      cleared number, schemas/rules/valueKinds.ts); each field with a codec as its codec sends
//      it (a table's rows without their keys);
//   4. each field under the call's name (`bodyNames`) — this is what the validator checks (`flat`);
//   5. trimmed (`trim`), with the fields kept in a JSON text folded back into it (`body`, sent).
import type { FormConfig, InlineSchema, ResourceConfig } from '../../language/types';
import { jsonTextOf, withJsonText } from '../../schemas/rules/jsonText';
import { isBlank } from '../../schemas/rules/normalise';
import { valueKind } from '../../schemas/rules/valueKinds';
import { codecOf, tablesInBody, type FormFields } from './formFields';
import { formSchemaOf } from './formSchema';
import { sentRow, type TableRow } from './tableRows';
import { fromFields } from './nextCall';
import { formBody } from './normalise';

interface Input {
  config: ResourceConfig;
  form: FormConfig;
  values: Record<string, unknown>;
  record: Record<string, unknown> | undefined;
  isNew: boolean;
  fields: FormFields;
  /** what `from` paths may read besides `values` and `record` */
  session?: unknown;
}

const pick = (values: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
const schemaDefault = (schema: InlineSchema, field: string): unknown =>
  (schema.properties[field] as { default?: unknown } | undefined)?.default;
const isNumber = (schema: InlineSchema, field: string) => ['integer', 'number'].includes(valueKind(schema.properties[field]) ?? '');

/** The call's name of each form field (`bodyNames`), and back again for the validator's messages. */
export const renamed = (data: Record<string, unknown>, names: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [names[key] ?? key, value]));
export const formNamed = (errors: Record<string, string>, names: Readonly<Record<string, string>> = {}) => {
  const back = Object.fromEntries(Object.entries(names).map(([field, sent]) => [sent, field]));
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [back[key] ?? key, message]));
};

export function formBodyOf({ config, form, values, record, isNew, fields, session }: Input): {
  flat: Record<string, unknown>;
  body: Record<string, unknown>;
} {
  const readOnly = new Set(form.readOnly ?? []);
  // With `bodyNames`, a field it does not name is the form's own (a choice a second step reads).
  const formOnly = (f: string) => form.bodyNames !== undefined && !(f in form.bodyNames);
  const editable = fields.shown.filter((f) => !readOnly.has(f));
  const inBody = tablesInBody(config, form);
  const source = form.carry ? pick(values, [...editable, ...form.carry, ...inBody]) : values;
  const kept = Object.fromEntries(Object.entries(source).filter(([k]) => !fields.inapplicable.has(k) && !formOnly(k)));
  const sources = { values, record, session, saved: undefined, defaults: form.defaults };
  const copies = fromFields(form.from, sources);
  const typed: Record<string, unknown> = {
    ...(form.defaults ?? {}),
    ...formBody(
      kept,
      isNew,
      editable.filter((f) => !formOnly(f)),
    ),
    ...copies,
  };
  for (const field of editable) {
    const fallback = schemaDefault(formSchemaOf(config, form), field);
    if (fallback !== undefined && isBlank(typed[field])) typed[field] = fallback;
    // A cleared number goes as null, not as the '' that says so for text: '' is no number.
    else if (typed[field] === '' && isNumber(formSchemaOf(config, form), field)) typed[field] = null;
  }
  for (const [field, value] of Object.entries(typed)) {
    const codec = codecOf(form, field);
    if (!codec) continue;
    typed[field] = codec.toBody(inBody.includes(field) && Array.isArray(value) ? (value as TableRow[]).map(sentRow) : value);
  }
  const flat = renamed(typed, form.bodyNames);
  const trimmed = form.trim ? Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) : flat;
  const mapping = jsonTextOf(config.schema);
  if (!mapping) return { flat, body: trimmed };
  // Keys of the text this form edits: its fields, but not those hidden from this user (kept as they are).
  const edited = (form.fields ?? []).filter((f) => mapping.fields.includes(f) && (fields.shown.includes(f) || fields.inapplicable.has(f)));
  return { flat, body: withJsonText(trimmed, mapping, edited, record?.[mapping.property]) };
}
