// Which of a form's fields show and which are required, from the declarations alone: the field
// options hide some from user types, the schema's if/then branches show and require others by
// the values typed so far. The form, the save body and the read-only view all ask here.
import type { FormConfig, ResourceConfig } from '../../resources/types';
import { jsonTextValues } from '../../schemas/rules/jsonText';
import { sameCode } from '../../schemas/rules/normalise';
import { conditionalFields, schemaNameOf } from '../validation/conditions';
import { requiredFields } from './requiredFields';

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
  form: Pick<FormConfig, 'fields' | 'validator' | 'bodyNames'>,
  values: Record<string, unknown>,
  userType: string | undefined,
): FormFields {
  const branches = conditionalFields(schemaNameOf(config.schema), values);
  // The validator speaks of the call's names (bodyNames); the markers go on the form's fields.
  const formName = Object.fromEntries(Object.entries(form.bodyNames ?? {}).map(([field, sent]) => [sent, field]));
  const required = new Set([...requiredFields(form.validator)].map((f) => formName[f] ?? f));
  branches.required.forEach((f) => required.add(f));
  const shown = (form.fields ?? []).filter((f) => !branches.hidden.has(f) && !hiddenForUser(config, f, userType));
  return { shown, inapplicable: branches.hidden, required };
}

/**
 * The values a form starts from: the record (fields kept in a JSON text as fields of their own,
 * fields edited as text as text), or a new record's defaults.
 */
export function initialValues(
  config: ResourceConfig,
  form: FormConfig,
  record: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!record) return form.defaults ?? {};
  const values: Record<string, unknown> = { ...record, ...(config.jsonText ? jsonTextValues(record, config.jsonText) : {}) };
  for (const [field, options] of Object.entries(config.fieldOptions ?? {})) {
    if (options.asText && values[field] !== undefined && values[field] !== null) values[field] = String(values[field]);
  }
  return values;
}
