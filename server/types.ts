// The stored shape of the demo platform's data: one JSON document, one key per collection.
// Records are stored normalised (ids, not names); server/views.ts renders what the platform
// answers (names, lists) from them. Reference lists keep their schema's shape (types derived).
import type {
  Api,
  ApiGroup as ApiGroupSchema,
  Application as ApplicationSchema,
  AttributeType as AttributeTypeSchema,
  Role as RoleSchema,
} from '../schemas/index';
import type { ApiAuthMethod as ApiAuthMethodSchema, ApiLink as ApiLinkSchema } from '../schemas/apiLink.schema';
import type { ApiDataType as ApiDataTypeSchema, ApiLinkAttribute as ApiLinkAttributeSchema } from '../schemas/apiLinkAttribute.schema';
import type { Transformation as TransformationSchema, TransformationMapping as MappingSchema } from '../schemas/transformation.schema';
import type { EmailTemplate as EmailTemplateSchema } from '../schemas/emailTemplate.schema';
import type { Dashboard as DashboardSchema, DashboardProgram as DashboardProgramSchema } from '../schemas/dashboard.schema';
import type { EmailDomain as EmailDomainSchema, UnsubscribeGroup as UnsubscribeGroupSchema } from '../schemas/emailDomain.schema';
import type { ShortCode as ShortCodeSchema, ShortCodeProgram as ShortCodeProgramSchema } from '../schemas/shortCode.schema';
import type { Vendor as VendorSchema, VendorTypeCode as VendorTypeCodeSchema } from '../schemas/vendor.schema';

export interface AppRole {
  application_type_code: string;
  role_type_code: string;
}

export type UserType = 'STAFF' | 'SISL' | 'API';

/** A login: a user or an API client (machine login). Both share one id sequence. */
export interface LoginRecord {
  id: number;
  login_id: number;
  email: string;
  first_name: string;
  last_name: string;
  address: string;
  address2: string;
  city: string;
  state_code: string;
  zip: string;
  country_code: string;
  enabled: boolean;
  user_type: UserType;
  account_group_ids: number[];
  app_roles: AppRole[];
  /** scrypt$N$r$p$salt$hash, or null when no password is set (new SISL users) */
  password_hash: string | null;
  deleted_ind: number;
  change_pw_next_login_ind: number;
  creator_login_id: number | null;
  created_date_time: string;
  modified_date_time: string;
}

export interface Account {
  account_id: number;
  account_name: string;
  organization_name: string;
}

export interface AccountGroup {
  id: number;
  account_group_name: string;
  created_date_time: string;
  account_ids: number[];
}

/**
 * A schema's type as the platform stores it: only the named fields, all present, and the id
 * fields as numbers (the schemas also accept digit strings, as the console's pickers send them).
 */
type Stored<T, K extends keyof T, Id extends K = never> = { [P in K]-?: P extends Id ? Extract<T[P], number> : T[P] };

export type Application = Stored<ApplicationSchema, 'application_type_code' | 'application_name'>;

export type RoleRow = Stored<RoleSchema, 'role_id' | 'role_type_code' | 'role_name' | 'application_type_code', 'role_id'>;

export type ApiGroup = Stored<ApiGroupSchema, 'id' | 'api_group_name' | 'api_group_desc' | 'application_name', 'id'>;

type ApiGroupRef = NonNullable<Api['api_groups']>[number];

export type ApiRecord = Stored<Api, 'id' | 'http_method' | 'url', 'id'> & {
  api_groups: Stored<ApiGroupRef, 'api_group_id', 'api_group_id'>[];
};

export type AttributeType = Stored<AttributeTypeSchema, 'attribute_id' | 'attribute_name', 'attribute_id'>;

export interface LoginAttribute {
  id: number;
  login_id: number;
  attribute_id: number;
  value: string;
}

export interface IpRange {
  id: number;
  account_group_id: number;
  application_type_code: string;
  ip_range_start: string;
  ip_range_end: string;
}

export interface OAuthClient {
  client_id: string;
  client_name: string;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string;
  created_at: string;
}

export interface ResetToken {
  /** sha256 of the one-time token; the token itself is only in the mail */
  token_hash: string;
  login_id: number;
  expires_at: string;
  used_at: string | null;
}

/**
 * Digital channels (seed 001 section 3). Assigned accounts are kept inside each record
 * (`account_ids`, as account groups do). `vendor_account_id` is the vendor account the short
 * code or email domain is attached to (null = free): the vendor screens set and clear it, and an
 * attached email domain cannot be deleted (docs/platform-api.md, Digital channels).
 */
export type ShortCode = Stored<
  ShortCodeSchema,
  'ShortCodeId' | 'ShortCode' | 'Throttle' | 'ShortCodeDesc' | 'HelpMessage' | 'OptOutMessage' | 'EffectiveDateTime' | 'ModifierLoginId',
  'ShortCodeId' | 'Throttle'
> & { account_ids: number[]; vendor_account_id: number | null };

export type EmailDomain = Stored<EmailDomainSchema, 'email_domain_id' | 'email_domain_url', 'email_domain_id'> & {
  account_ids: number[];
  vendor_account_id: number | null;
};

export type UnsubscribeGroup = Stored<UnsubscribeGroupSchema, 'email_unsubscribe_group_id' | 'group_name', 'email_unsubscribe_group_id'> & {
  account_ids: number[];
};

/** A program sending through a short code; CompanyName is rendered from the account. */
export type ShortCodeProgram = Stored<ShortCodeProgramSchema, 'ChannelProgramId' | 'ProgramName' | 'ChannelProgramStatusSDesc' | 'Keyword'> & {
  ShortCodeId: number;
  account_id: number;
};

/** An email template (seed 001 section 3): the editor's JSON as text, its HTML, assigned accounts. */
export type EmailTemplate = Stored<
  EmailTemplateSchema,
  'email_bee_template_id' | 'email_bee_template_name' | 'email_bee_template_json' | 'email_bee_template_html',
  'email_bee_template_id'
> & { account_ids: number[] };

/** One row of a transformation's value table; ids are one sequence across all transformations. */
export type TransformationMappingRecord = Stored<MappingSchema, 'mapping_id' | 'map_from' | 'map_to', 'mapping_id'>;

/**
 * A custom data transformation (seed 001 section 3). `in_use` and `accounts_assigned` are
 * rendered: in use = some API link applies it (`used_by_api_link_ids`, the link table of the
 * demo data), accounts = `account_ids.length`.
 */
export type TransformationRecord = Stored<TransformationSchema, 'api_link_transform_rule_id' | 'name' | 'description' | 'output_type', 'api_link_transform_rule_id'> & {
  mappings: TransformationMappingRecord[];
  account_ids: number[];
  used_by_api_link_ids: number[];
};

/**
 * API links (seed 001 section 3). `in_use` and `accounts_assigned` are rendered: a link is in use
 * while programs call it (`program_names`), and its accounts are `account_ids`.
 */
export type ApiLinkRecord = Stored<
  ApiLinkSchema,
  'api_link_id' | 'name' | 'description' | 'url' | 'verb' | 'authentication_method_id' | 'authentication_detail' | 'disabled_ind',
  'api_link_id'
> & { account_ids: number[]; program_names: string[] };

export type ApiLinkAttributeRecord = Stored<
  ApiLinkAttributeSchema,
  'api_link_attribute_id' | 'api_data_type_id' | 'name' | 'description' | 'default_value' | 'test_value',
  'api_link_attribute_id' | 'api_data_type_id'
> & { api_link_id: number };

export type ApiAuthMethod = Stored<ApiAuthMethodSchema, 'api_authentication_method_id' | 'name'>;
export type ApiDataType = Stored<ApiDataTypeSchema, 'api_data_type_id' | 'name'>;

/**
 * A vendor account (seed 001 section 3). MetadataJSON is kept as the console sent it; the short
 * codes and email domains attached to it are `shortCodes[]/emailDomains[].vendor_account_id`, and
 * ShortCodeCount is rendered from them (server/routes/vendors.ts).
 */
export type VendorAccount = Stored<
  VendorSchema,
  'VendorAccountID' | 'VendorName' | 'AccountName' | 'VendorTypeCode' | 'MetadataJSON' | 'ModifiedDateTime',
  'VendorAccountID'
> & { ModifierLoginId: number };

/** The vendor type codes the text service offers (GET /text-service/smsvendors/typecodes). */
export type VendorTypeCodeRow = Stored<VendorTypeCodeSchema, 'VendorTypeCode' | 'VendorTypeDesc'>;

/**
 * Engagement dashboards (seed 001 sections 3, 7.3), stored normalised: each filter is an account
 * and the ids of its chosen programs; server/routes/dashboardViews.ts renders dashboard_filters
 * (the JSON string) and account_ids from them.
 */
export interface DashboardFilterRecord {
  engagement_dashboard_filter_id: number;
  account_id: number;
  program_ids: number[];
}

export type DashboardRecord = Stored<
  DashboardSchema,
  'engagement_dashboard_id' | 'engagement_dashboard_name' | 'description' | 'created_date_time',
  'engagement_dashboard_id'
> & { filters: DashboardFilterRecord[]; creator_login_id: number | null; modified_date_time: string };

/**
 * A call program of an account, as the dashboard editor offers it; the call fields feed the
 * report's call-program rows (server/dashboardMetrics.ts).
 */
export type DashboardProgramRecord = Stored<DashboardProgramSchema, 'program_id' | 'program_type' | 'program_name', 'program_id'> & {
  account_id: number;
  call_id: number;
  throttle_setting: number;
  call_status: string;
  total_recipients: number;
};

export interface Meta {
  seeded_at: string;
  seeded_from: string;
  cache_refreshed_at: string | null;
}

export interface Data {
  users: LoginRecord[];
  apiclients: LoginRecord[];
  accounts: Account[];
  accountGroups: AccountGroup[];
  applications: Application[];
  roles: RoleRow[];
  apiGroups: ApiGroup[];
  apis: ApiRecord[];
  attributeTypes: AttributeType[];
  attributes: LoginAttribute[];
  ipRanges: IpRange[];
  oauthClients: OAuthClient[];
  outbox: Mail[];
  resetTokens: ResetToken[];
  transformations: TransformationRecord[];
  shortCodes: ShortCode[];
  shortCodePrograms: ShortCodeProgram[];
  emailDomains: EmailDomain[];
  unsubscribeGroups: UnsubscribeGroup[];
  vendorAccounts: VendorAccount[];
  vendorTypeCodes: VendorTypeCodeRow[];
  emailTemplates: EmailTemplate[];
  apiLinks: ApiLinkRecord[];
  apiLinkAttributes: ApiLinkAttributeRecord[];
  apiAuthMethods: ApiAuthMethod[];
  apiDataTypes: ApiDataType[];
  dashboards: DashboardRecord[];
  dashboardPrograms: DashboardProgramRecord[];
  meta: Meta;
}

export const COLLECTIONS = [
  'users',
  'apiclients',
  'accounts',
  'accountGroups',
  'applications',
  'roles',
  'apiGroups',
  'apis',
  'attributeTypes',
  'attributes',
  'ipRanges',
  'oauthClients',
  'outbox',
  'resetTokens',
  'transformations',
  'shortCodes',
  'shortCodePrograms',
  'emailDomains',
  'unsubscribeGroups',
  'vendorAccounts',
  'vendorTypeCodes',
  'emailTemplates',
  'apiLinks',
  'apiLinkAttributes',
  'apiAuthMethods',
  'apiDataTypes',
  'dashboards',
  'dashboardPrograms',
] as const satisfies readonly (keyof Data)[];
