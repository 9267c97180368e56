// A screen a new engineer might add, made only of JSON Schema's own words for its fields: text, a
// paragraph, a labelled choice, days of the week (a list of labelled choices), two times of day,
// a whole number with bounds, a yes/no, a day and an instant. No screen-config word says how any
// of them is edited, shown, sent or stored. Its validator is compiled from the schema by the
// build's own ajv (validateCallBackWindow), as `npm run validators` would compile a schema file's.
import type { ErrorObject } from 'ajv';
import { defineRecords } from '../../language/recordTypes';
import { defineResource } from '../../language/types';
import type { Schema } from '../../schemas/ext';
import { labelledChoice } from '../../schemas/fields';
import { normalise } from '../../schemas/rules/normalise';
import type { ValidatorName } from '../../schemas/validators';
import { createAjv } from '../../shared/validation/ajv';
import type { ValidationResult } from '../../shared/validation/validate';

const BETWEEN = 'Maximum Attempts must be a whole number from 1 to 10';

export const callBackWindowSchema = {
  type: 'object',
  title: 'Call-back Window',
  properties: {
    window_id: { type: ['integer', 'string'], title: 'ID' },
    name: { type: 'string', title: 'Name', maxLength: 80 },
    notes: { type: 'string', title: 'Notes', maxLength: 1000 },
    time_zone: labelledChoice(
      'Time Zone',
      [
        { const: 'America/New_York', title: 'Eastern' },
        { const: 'America/Chicago', title: 'Central' },
        { const: 'America/Los_Angeles', title: 'Pacific' },
      ],
      'Time Zone must be Eastern, Central or Pacific',
    ),
    days: {
      type: 'array',
      title: 'Days',
      items: {
        oneOf: [
          { const: 'mon', title: 'Monday' },
          { const: 'tue', title: 'Tuesday' },
          { const: 'wed', title: 'Wednesday' },
          { const: 'thu', title: 'Thursday' },
          { const: 'fri', title: 'Friday' },
          { const: 'sat', title: 'Saturday' },
          { const: 'sun', title: 'Sunday' },
        ],
        errorMessage: 'Days must be days of the week',
      },
      minItems: 1,
      maxItems: 5,
      uniqueItems: true,
      errorMessage: { minItems: 'Choose at least one day', maxItems: 'Choose at most 5 days', uniqueItems: 'Choose each day once' },
    },
    // RFC 3339's full-time (seconds and a zone), and a wall-clock time without a zone.
    start_time: { type: 'string', format: 'time', title: 'Start Time' },
    end_time: { type: 'string', format: 'iso-time', title: 'End Time' },
    max_attempts: {
      type: 'integer',
      title: 'Maximum Attempts',
      minimum: 1,
      maximum: 10,
      errorMessage: { type: BETWEEN, minimum: BETWEEN, maximum: BETWEEN },
    },
    enabled: { type: 'boolean', title: 'Enabled' },
    starts_on: { type: 'string', format: 'date', title: 'Start Date' },
    review_at: { type: 'string', format: 'date-time', title: 'Review At' },
  },
} as const satisfies Schema;

/** The fields the forms edit and the platform stores, in the schema's order. */
export const CALL_BACK_WINDOW_FIELDS = [
  'name',
  'notes',
  'time_zone',
  'days',
  'start_time',
  'end_time',
  'max_attempts',
  'enabled',
  'starts_on',
  'review_at',
];

const BASE = '/dialer-service/call-back-windows';

/** Not a validator of schemas/: a test that saves replaces `validate` with validateCallBackWindow for this name. */
/** One call-back window as the platform stores it (its id aside): every field typed as its schema says. */
export const WEEKDAY_EVENINGS = {
  name: 'Weekday evenings',
  notes: 'First line\nSecond line',
  time_zone: 'America/Chicago',
  days: ['tue', 'thu'],
  start_time: '17:00:00Z',
  end_time: '20:30:00',
  max_attempts: 3,
  enabled: true,
  starts_on: '2026-03-02',
  review_at: '2026-03-30T14:00:00.000Z',
};

export const CALL_BACK_WINDOW = 'callBackWindow' as ValidatorName;

export const callBackWindows = defineResource({
  name: 'callbackwindows',
  route: '/admin/callbackwindows',
  area: 'admin',
  roles: undefined,
  idField: 'window_id',
  schema: callBackWindowSchema,
  endpoints: {
    list: `GET ${BASE}`,
    get: `GET ${BASE}/:id`,
    create: `POST ${BASE}`,
    update: `PUT ${BASE}/:id`,
  },
  list: {
    columns: [
      { source: 'name', link: 'show' },
      { source: 'time_zone' },
      { source: 'days' },
      { source: 'start_time' },
      { source: 'max_attempts' },
      { source: 'enabled' },
      { source: 'starts_on' },
      { source: 'review_at' },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    show: { kind: 'fields', fields: CALL_BACK_WINDOW_FIELDS, readOnly: CALL_BACK_WINDOW_FIELDS },
    create: { kind: 'fields', fields: CALL_BACK_WINDOW_FIELDS, validator: CALL_BACK_WINDOW },
    edit: { kind: 'fields', fields: CALL_BACK_WINDOW_FIELDS, validator: CALL_BACK_WINDOW },
  },
});

export const callBackWindowTexts = {
  title: 'Call-back Windows',
  add: 'Add Call-back Window',
  forms: { show: 'Call-back Window Details', create: 'New Call-back Window', edit: 'Edit Call-back Window' },
  messages: { create: 'Call-back window %{name} added', edit: 'Call-back window %{name} saved' },
  leave: { create: 'Leave this window? You have unsaved changes.', edit: 'Leave this window? You have unsaved changes.' },
};

export const callBackWindowRecords = defineRecords({
  screen: callBackWindows,
  collection: 'callBackWindows',
  validator: CALL_BACK_WINDOW,
  fields: CALL_BACK_WINDOW_FIELDS,
  notFound: 'Call-back window not found',
});

const check = createAjv().compile({
  ...callBackWindowSchema,
  required: ['name'],
  errorMessage: { required: { name: 'Name is required' } },
});

/** The validator `npm run validators` would build for the schema, with what validate() adds: blanks dropped, the first failure said. */
export const validateCallBackWindow = (data: unknown): ValidationResult => {
  if (check(normalise(data))) return { valid: true, fieldErrors: {} };
  const title = (field: string) => (callBackWindowSchema.properties as Record<string, { title?: string }>)[field]?.title ?? field;
  const fieldErrors: Record<string, string> = {};
  for (const e of check.errors as ErrorObject[]) {
    const inner = e.keyword === 'errorMessage' ? (e.params as { errors: ErrorObject[] }).errors[0] : e;
    const field =
      inner.keyword === 'required' ? (inner.params as { missingProperty: string }).missingProperty : e.instancePath.split('/')[1];
    fieldErrors[field] ??= e.keyword === 'errorMessage' ? e.message! : `${title(field)} ${e.message}`;
  }
  return { valid: false, message: Object.values(fieldErrors)[0], fieldErrors };
};
