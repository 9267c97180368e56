// Which of a form's fields show and which are required, from the declarations alone: the field
// options hide some from user types, the schema's if/then branches show and require others by
// the values typed so far. The form, the save body and the read-only view all ask here.
import type { FormConfig, FromRecordConfig, ResourceConfig } from '../../language/types';
import { codecs, type Codec } from '../../schemas/rules/codecs';
import { jsonTextOf, jsonTextValues } from '../../schemas/rules/jsonText';
import { sameCode } from '../../schemas/rules/normalise';
import { conditionalFields, schemaNameOf } from '../../shared/validation/conditions';
import { inputTexts } from '../../language/screenTexts';
import { formSchemaOf } from './formSchema';
import { requiredFields } from './requiredFields';
import { tableRowsOf } from './tableRows';

/**
 * The tables whose rows go in the form's save body (through the field's codec): those whose field
 * is a property of the form's schema, the save call's; a second step saves the others.
 */
export const tablesInBody = (config: ResourceConfig, form: Pick<FormConfig, 'schema' | 'tables'>): string[] =>
  Object.keys(form.tables ?? {}).filter((field) => field in (formSchemaOf(config, form).properties ?? {}));

/** A `fromRecord` entry in full: the record field it reads (the form field's own without one), and its codec. */
export const fromRecordOf = (field: string, entry: FromRecordConfig) =>
  typeof entry === 'string' ? { field: entry } : { ...entry, field: entry.field ?? field };

/**
 * A form field's value as the form reads it from the record: through its `fromRecord` entry and
 * codec, if any; a stored value the codec cannot read gives the codec's empty value and the error.
 */
export const fieldFromRecord = (
  form: Pick<FormConfig, 'fromRecord'>,
  field: string,
  record: Record<string, unknown>,
): { value: unknown; error?: unknown } => {
  const entry = form.fromRecord?.[field];
  if (entry === undefined) return { value: record[field] };
  const from = fromRecordOf(field, entry);
  const codec = from.codec ? codecs[from.codec] : undefined;
  try {
    return { value: codec ? codec.toForm(record[from.field]) : record[from.field] };
  } catch (error) {
    return { value: codec!.empty, error };
  }
};

/** The named codec of a form field (`fromRecord.<field>.codec`), if it has one. */
export const codecOf = (form: Pick<FormConfig, 'fromRecord'>, field: string): Codec | undefined => {
  const entry = form.fromRecord?.[field];
  const name = entry === undefined ? undefined : fromRecordOf(field, entry).codec;
  return name ? codecs[name] : undefined;
};

/** Whether the field options hide this field from the signed-in user's type. */
export const hiddenForUser = (config: ResourceConfig, field: string, userType: string | undefined): boolean =>
  (config.fieldOptions?.[field]?.hiddenFor?.userTypes ?? []).some((t) => sameCode(t, userType));

export interface FormFields {
  /** the fields shown now, in form order */
  shown: string[];
  /** fields of a branch that does not apply to these values: not shown, not sent */
  inapplicable: Set<string>;
  /** what the validator and the applying branches require */
  required: Set<string>;
}

export function formFields(
  config: ResourceConfig,
  form: Pick<FormConfig, 'fields' | 'validator' | 'bodyNames' | 'schema'>,
  values: Record<string, unknown>,
  userType: string | undefined,
): FormFields {
  const branches = conditionalFields(schemaNameOf(formSchemaOf(config, form)), values);
  // The validator speaks of the call's names (bodyNames); the markers go on the form's fields.
  const formName = Object.fromEntries(Object.entries(form.bodyNames ?? {}).map(([field, sent]) => [sent, field]));
  const required = new Set([...requiredFields(form.validator)].map((f) => formName[f] ?? f));
  branches.required.forEach((f) => required.add(f));
  const shown = (form.fields ?? []).filter((f) => !branches.hidden.has(f) && !hiddenForUser(config, f, userType));
  return { shown, inapplicable: branches.hidden, required };
}

/** A stored value the form could not read: it starts from the codec's empty value and says so. */
export interface StartProblem {
  error: unknown;
  prefix: string;
}

/**
 * The values a form starts from: the record (fields kept in a JSON text as fields of their own,
 * fields of a form schema or in another shape read by `fromRecord`), or a new
 * record's defaults. Rows of a declared table get the keys that tell them apart.
 */
export function formStart(
  config: ResourceConfig,
  form: FormConfig,
  record: Record<string, unknown> | undefined,
): { values: Record<string, unknown>; problems: StartProblem[] } {
  const problems: StartProblem[] = [];
  if (!record) return { values: keyTables(form, { ...(form.defaults ?? {}) }), problems };
  const jsonText = jsonTextOf(config.schema);
  const values: Record<string, unknown> = { ...record, ...(jsonText ? jsonTextValues(record, jsonText) : {}) };
  for (const [field, entry] of Object.entries(form.fromRecord ?? {})) {
    const from = fromRecordOf(field, entry);
    // The record's own field in another shape: one the record does not hold stays absent.
    if (from.field === field && !(field in record)) continue;
    const read = fieldFromRecord(form, field, record);
    values[field] = read.value;
    if ('error' in read) problems.push({ error: read.error, prefix: inputTexts(config.name, field).unreadable });
  }
  return { values: keyTables(form, values), problems };
}

/** Each declared table's rows with keys (a table the record does not hold starts empty). */
function keyTables(form: FormConfig, values: Record<string, unknown>): Record<string, unknown> {
  for (const [name, table] of Object.entries(form.tables ?? {})) {
    const rows = values[name];
    if (Array.isArray(rows)) values[name] = tableRowsOf(table, rows as object[]);
  }
  return values;
}
