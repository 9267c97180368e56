// The validators by name (resource configs name them in `validator:`; what one is:
// ./validatorSpec.ts): those written here, and those the schema files declare beside their
// schema (found by file). shared/validation/build.ts compiles each; shared/validation/validate.ts
// applies the rest.
import { schemas, type SchemaName } from './index';
import { API_LINK_MESSAGES } from './apiLink.schema';
import { ATTRIBUTES_MESSAGES } from './apiLinkAttribute.schema';
import { authenticationEntries } from './rules/apiLinkAuth';
import { attributeRows } from './rules/apiLinkAttributes';
import { DASHBOARD_MESSAGES, dashboardFiltersComplete } from './rules/dashboardFilters';
import { ipStartNotAfterEnd } from './rules/ipRange';
import { passwordChangePair, passwordsFilledAndEqual } from './rules/password';
import { applicationAndRoleTogether } from './rules/relationship';
import { mappingsComplete } from './rules/transformationMapping';
import { templateJsonParses } from './rules/templateJson';
import { shortCodeChecks, shortCodeUpdateChecks } from './rules/shortCode';
import { schemaFileValidators } from './generated/screenFiles';
import type { ValidatorSpecOf } from './validatorSpec';

/** The validators written here. */
type ListedValidatorName =
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
  | 'accountAssignment'
  | 'dashboard'
  | 'vendorInsert'
  | 'vendorUpdate'
  | 'vendorShortCode'
  | 'vendorEmailDomain'
  | 'apiLink'
  | 'apiLinkAttributes'
  | 'transformation'
  | 'transformationMappings'
  | 'transformationAccount'
  | 'emailTemplate'
  | 'accountPick'
  | 'shortCode'
  | 'shortCodeUpdate'
  | 'emailDomain'
  | 'unsubscribeGroup';

export type ValidatorName = ListedValidatorName | (keyof typeof schemaFileValidators & string);

export type ValidatorSpec = ValidatorSpecOf<SchemaName>;

const PERSON = { email: 'Email address is required', first_name: 'First name is required', last_name: 'Last name is required' } as const;
const GROUP = ['email', 'first_name', 'last_name'] as const;
const ID_MISSING = 'ID field is missing';
const blank = (title: string) => `${title} can't be empty`;
const VENDOR_REQUIRED = {
  VendorName: 'Vendor Name cannot be empty.',
  VendorTypeCode: 'Please select a vendor type.',
  authToken: 'Auth Token cannot be empty.',
} as const;
const VENDOR_GROUP = ['VendorName', 'VendorTypeCode', 'authToken'] as const;

const listedSpecs: Record<ListedValidatorName, ValidatorSpec> = {
  userInsert: {
    base: 'user',
    required: { ...PERSON, account_group_id: 'Please select an account group for the user.' },
    group: GROUP,
    rules: [passwordsFilledAndEqual],
  },
  userUpdate: { base: 'user', required: { login_id: ID_MISSING, ...PERSON }, group: GROUP },
  // The requirements' API-client text has no final period; kept exactly.
  apiClientInsert: {
    base: 'apiClient',
    required: { ...PERSON, account_group_id: 'Please select an account group for the user' },
    group: GROUP,
    rules: [passwordsFilledAndEqual],
  },
  apiClientUpdate: { base: 'apiClient', required: { login_id: ID_MISSING, ...PERSON }, group: GROUP },
  // Limited-type users get no password and the admin's first account group.
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
  // Required: name first, then the accounts and programs inside the filters text.
  dashboard: {
    base: 'dashboardSave',
    required: { name: DASHBOARD_MESSAGES.nameBlank, filters: DASHBOARD_MESSAGES.noAccount },
    rules: [dashboardFiltersComplete],
  },
  // Vendor accounts; the requirements show no wording for these checks but the
  // email-domain pick, so each says plainly what is missing.
  vendorInsert: { base: 'vendor', required: VENDOR_REQUIRED, group: VENDOR_GROUP },
  vendorUpdate: {
    base: 'vendor',
    required: { VendorAccountID: ID_MISSING, ...VENDOR_REQUIRED },
    group: VENDOR_GROUP,
  },
  vendorShortCode: { base: 'vendorShortCode', required: { ShortCodeId: 'Please select a valid short code first.' } },
  vendorEmailDomain: { base: 'vendorEmailDomain', required: { EmailDomainId: 'Please select a valid email domain first.' } },
  // Required: API link configuration (POST/PUT body) and its attributes (whole array).
  apiLink: {
    base: 'apiLinkSave',
    required: {
      api_link_name: API_LINK_MESSAGES.name,
      api_link_url: API_LINK_MESSAGES.url,
      api_link_verb: API_LINK_MESSAGES.verb,
      api_link_authentication_method_id: API_LINK_MESSAGES.securityType,
    },
    rules: [authenticationEntries],
  },
  apiLinkAttributes: {
    base: 'apiLinkAttributesSave',
    required: { api_link_attributes: ATTRIBUTES_MESSAGES.missing },
    rules: [attributeRows],
  },
  // Transformations (docs/requirements.md): details and the mapping list are two calls.
  transformation: { base: 'transformation', required: { name: 'Name cannot be empty' } },
  transformationMappings: {
    base: 'transformationMappings',
    required: { mappings: 'The mapping list is missing' },
    rules: [mappingsComplete],
  },
  transformationAccount: { base: 'transformationAccount', required: { account_id: 'Please select an account to assign' } },
  // Required: the name message is the editor's; the JSON is what the editor saved.
  emailTemplate: {
    base: 'emailTemplate',
    required: { email_bee_template_name: 'You must fill in the email template name', email_bee_template_json: 'Template JSON is required' },
    rules: [templateJsonParses],
  },
  // Channel items (email templates...): an account must be picked; no per-item limit.
  accountPick: { base: 'accountPick', required: { account_id: 'Please select a valid account first.' } },
  // Short codes: checks 1-7 of docs/requirements.md (Short codes) come first, in order, on the
  // body as typed (schemas/rules/shortCode.ts); the schema adds lengths and characters.
  shortCode: { base: 'shortCodeSave', required: {}, rules: [shortCodeChecks] },
  shortCodeUpdate: { base: 'shortCodeSave', required: {}, rules: [shortCodeUpdateChecks] },
  // Required: domain URL and group name required, max 255.
  emailDomain: { base: 'emailDomain', required: { email_domain_url: blank('Email Domain') } },
  unsubscribeGroup: { base: 'unsubscribeGroup', required: { group_name: blank('Unsubscribe Group') } },
};

/** The name of a schema file's schema object (its validators name it by the object itself). */
const schemaNameOf = (schema: object, validator: string): SchemaName => {
  const name = (Object.keys(schemas) as SchemaName[]).find((n) => schemas[n] === schema);
  if (!name) throw new Error(`validator ${validator}: its base is not a schema exported as <name>Schema by a schemas/<file>.schema.ts`);
  return name;
};

export const validatorSpecs: Record<ValidatorName, ValidatorSpec> = {
  ...listedSpecs,
  ...Object.fromEntries(
    Object.entries(schemaFileValidators as Record<string, ValidatorSpecOf<object>>).map(([name, spec]) => {
      if (Object.hasOwn(listedSpecs, name)) throw new Error(`validator ${name} is declared twice`);
      return [name, { ...spec, base: schemaNameOf(spec.base, name) }];
    }),
  ),
} as Record<ValidatorName, ValidatorSpec>;

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
