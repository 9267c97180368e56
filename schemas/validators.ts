// The validators by name (resource configs name them in `validator:`). Each is an entity schema
// plus its required fields with their own messages, the fields whose absence is reported
// together ('The following fields are required: ...'), and the rules a schema cannot express.
// src/validation/build.ts compiles `schema`; src/validation/validate.ts applies the rest.
import { schemas, type SchemaName } from './index';
import { ipStartNotAfterEnd } from './rules/ipRange';
import { passwordChangePair, passwordsFilledAndEqual } from './rules/password';
import { applicationAndRoleTogether } from './rules/relationship';
import type { StagedRule } from './rules/types';

export type ValidatorName =
  | 'userInsert'
  | 'userUpdate'
  | 'apiClientInsert'
  | 'apiClientUpdate'
  | 'sislUserInsert'
  | 'api'
  | 'accountGroup'
  | 'relationship'
  | 'passwordChange'
  | 'loginAttribute'
  | 'ipRange'
  | 'accountAssignment';

export interface ValidatorSpec {
  /** the entity schema checked (formats, patterns, lengths, per-field messages) */
  base: SchemaName;
  /** required fields, each with the message shown when it alone is missing */
  required: Readonly<Record<string, string>>;
  /** required fields reported together when more than one is missing */
  group?: readonly string[];
  rules?: readonly StagedRule[];
}

const PERSON = { email: 'Email address is required', first_name: 'First name is required', last_name: 'Last name is required' } as const;
const GROUP = ['email', 'first_name', 'last_name'] as const;
const ID_MISSING = 'ID field is missing';
const blank = (title: string) => `${title} can't be empty`;

export const validatorSpecs: Record<ValidatorName, ValidatorSpec> = {
  userInsert: {
    base: 'user',
    required: { ...PERSON, account_group_id: 'Please select an account group for the user.' },
    group: GROUP,
    rules: [passwordsFilledAndEqual],
  },
  userUpdate: { base: 'user', required: { login_id: ID_MISSING, ...PERSON }, group: GROUP },
  // The seed's API-client text has no final period; kept exactly.
  apiClientInsert: {
    base: 'apiClient',
    required: { ...PERSON, account_group_id: 'Please select an account group for the user' },
    group: GROUP,
    rules: [passwordsFilledAndEqual],
  },
  apiClientUpdate: { base: 'apiClient', required: { login_id: ID_MISSING, ...PERSON }, group: GROUP },
  // Limited-type users get no password and the admin's first account group (seed 000 section 4).
  sislUserInsert: { base: 'user', required: PERSON, group: GROUP },
  api: { base: 'api', required: { http_method: 'missing URL', url: 'missing URL' } },
  accountGroup: { base: 'accountGroup', required: { account_group_name: 'Missing group name' } },
  relationship: { base: 'relationship', required: {}, rules: [applicationAndRoleTogether] },
  passwordChange: { base: 'passwordChange', required: {}, rules: [passwordChangePair] },
  loginAttribute: {
    base: 'loginAttribute',
    required: { attribute_id: blank('Attribute Type'), attribute_value: blank('Attribute Value') },
  },
  ipRange: {
    base: 'ipRange',
    required: {
      account_group_id: blank('Account Group'),
      app_code: 'Please specify an Application for the IP Range',
      ip_range_start: blank('IP Range Start'),
      ip_range_end: blank('IP Range End'),
    },
    rules: [ipStartNotAfterEnd],
  },
  accountAssignment: { base: 'accountAssignment', required: { account_id: 'Please select a valid account first.' } },
};

export const validatorNames = Object.keys(validatorSpecs) as ValidatorName[];

/** The entity schemas the validators use, each compiled once and referenced by id. */
export const entityNames = [...new Set(validatorNames.map((n) => validatorSpecs[n].base))];
export const entityId = (entity: SchemaName) => `entity-${entity}`;
export const entitySchema = (entity: SchemaName): Record<string, unknown> => ({ ...schemas[entity], $id: entityId(entity) });

/**
 * The JSON Schema compiled for a validator: its entity by reference (so the five user-shaped
 * validators share one compiled user schema) plus `required` and their messages.
 */
export function compiledSchema(name: ValidatorName): Record<string, unknown> {
  const { base, required } = validatorSpecs[name];
  const keys = Object.keys(required);
  return {
    $id: name,
    type: 'object',
    allOf: [{ $ref: entityId(base) }],
    ...(keys.length ? { required: keys, errorMessage: { required } } : {}),
  };
}
