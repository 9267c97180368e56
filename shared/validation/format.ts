// Turns ajv's errors (after ajv-errors) and the rules' failures into the one banner message and
// the per-field messages. The banner shows the first failure in this order:
//   1. required fields of the validator's group (email, first and last name): one missing gives
//      its own message, several give 'The following fields are required: Email, First Name'
//      with the schema titles in schema order (a schema alone cannot join labels);
//   2. the other required fields, in schema order, each with its own message;
//   3. going down the form (schema order): per-field formats, patterns and lengths, fields that
//      a schema's `if`/`then` requires (SMS vendors' asid), and the 'presence' rules (pairs filled
//      together or equal), each rule at its first field and ahead of that field's own format (a
//      mismatch is told before the password strength);
//   4. 'cross' rules (comparisons of well-formed values), in the validator's order.
// Each field keeps the first message that concerns it, for inline display.
import type { ErrorObject } from 'ajv';
import { schemas } from '../../schemas/index';
import type { StagedRule } from '../../schemas/rules/types';
import type { ValidatorSpec } from '../../schemas/validators';
import { topField } from './bounded';

export interface ValidationResult {
  valid: boolean;
  message?: string;
  fieldErrors: Record<string, string>;
}

interface FieldMessage {
  field: string;
  message: string;
}

const REQUIRED_PREFIX = 'The following fields are required: ';
const CONDITIONAL = /\/(?:then|else)\//;

/** Splits ajv's errors into missing required fields and other per-field failures. */
function collect(errors: readonly ErrorObject[], title: (f: string) => string) {
  const required: FieldMessage[] = [];
  const formats: FieldMessage[] = [];
  for (const e of errors) {
    // ajv also reports the `if` whose `then` failed; the `then` error itself says what is wrong.
    if (e.keyword === 'if') continue;
    const inner = e.keyword === 'errorMessage' ? (e.params as { errors: ErrorObject[] }).errors[0] : e;
    if (inner?.keyword === 'required') {
      const field = String((inner.params as { missingProperty: string }).missingProperty);
      const message = e.keyword === 'errorMessage' ? e.message! : `${title(field)} can't be empty`;
      // Required only by a condition: told where the field stands in the form.
      (CONDITIONAL.test(e.schemaPath) ? formats : required).push({ field, message });
    } else {
      const field = topField(e.instancePath);
      // Only errors without an errorMessage land here: name the field so the text makes sense.
      const message = e.keyword === 'errorMessage' ? e.message! : `${title(field)} ${e.message ?? 'is not valid'}`;
      formats.push({ field, message });
    }
  }
  return { required, formats };
}

function runRules(rules: readonly StagedRule[], stage: StagedRule['stage'], data: Record<string, unknown>) {
  const out: FieldMessage[][] = [];
  for (const rule of rules) {
    if (rule.stage !== stage) continue;
    const failure = rule.check(data);
    if (failure) out.push(failure.fields.map((field) => ({ field, message: failure.message })));
  }
  return out;
}

export function formatResult(spec: ValidatorSpec, errors: readonly ErrorObject[], data: Record<string, unknown>): ValidationResult {
  const properties = schemas[spec.base].properties as Record<string, { title?: string }>;
  const order = Object.keys(properties);
  const title = (f: string) => properties[f]?.title ?? f;
  // Fields outside the schema (never expected) sort last, keeping ajv's order among themselves.
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  const bySchemaOrder = (a: FieldMessage, b: FieldMessage) => rank(a.field) - rank(b.field);
  const stepRank = (step: FieldMessage[]) => Math.min(...step.map((m) => rank(m.field)));

  const { required, formats } = collect(errors, title);
  required.sort(bySchemaOrder);
  formats.sort(bySchemaOrder);
  const group = new Set(spec.group ?? []);
  const grouped = required.filter((r) => group.has(r.field));
  const others = required.filter((r) => !group.has(r.field));
  const rules = spec.rules ?? [];

  // Each step is a list of banner candidates; a candidate may mark several fields.
  const banner: FieldMessage[][] = [
    grouped.length > 1 ? [{ field: '', message: REQUIRED_PREFIX + grouped.map((r) => title(r.field)).join(', ') }] : grouped,
    ...others.map((r) => [r]),
    // Rules first so that, at equal rank, the stable sort keeps them ahead of the format.
    ...[...runRules(rules, 'presence', data), ...formats.map((f) => [f])].sort((a, b) => stepRank(a) - stepRank(b)),
    ...runRules(rules, 'cross', data),
  ].filter((step) => step.length > 0);

  const fieldErrors: Record<string, string> = {};
  const mark = ({ field, message }: FieldMessage) => {
    if (field && !(field in fieldErrors)) fieldErrors[field] = message;
  };
  // Grouped fields keep their single message inline even when the banner joins them.
  grouped.forEach(mark);
  banner.flat().forEach(mark);

  const message = banner[0]?.[0]?.message;
  return message === undefined ? { valid: true, fieldErrors } : { valid: false, message, fieldErrors };
}
