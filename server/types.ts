// The stored shape of the demo platform's data: one JSON document, one key per collection.
// Records are stored normalised (ids, not names); server/views.ts renders what the platform
// answers (names, lists) from them. Reference lists keep their schema's shape (types derived).
import type { Api, Application as ApplicationSchema, AttributeType as AttributeTypeSchema, Role as RoleSchema } from '../schemas/index';
import type {
  ApiAuthMethod,
  ApiDataType,
  ApiLinkAttributeRecord,
  ApiLinkRecord,
  DashboardProgramRecord,
  DashboardRecord,
  TransformationRecord,
} from './integrationRecords';
import type {
  EmailDomain,
  EmailTemplate,
  ShortCode,
  ShortCodeProgram,
  UnsubscribeGroup,
  VendorAccount,
  VendorTypeCodeRow,
} from './channelRecords';
import { DECLARED_COLLECTIONS } from './generated/collections';
import type { Stored } from './stored';

export type * from './channelRecords';
export type * from './integrationRecords';

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
  /**
   * the login that set the current password when another one did (through the password call),
   * null when the login chose it itself; absent: the password given when it was created, by its
   * creator (server/routes/passwordSetter.ts)
   */
  password_set_by?: number | null;
  /** the version its tokens carry; counted up by a password, role, group or status change (server/auth/tokenVersion.ts) */
  token_version?: number;
  /** a random key given when the login is made: its tokens carry it, so no later login of its id takes them (server/idMarks.ts) */
  login_key?: string;
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

export type Application = Stored<ApplicationSchema, 'application_type_code' | 'application_name'>;

export type RoleRow = Stored<RoleSchema, 'role_id' | 'role_type_code' | 'role_name' | 'application_type_code', 'role_id'>;

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

export interface Meta {
  seeded_at: string;
  seeded_from: string;
  cache_refreshed_at: string | null;
  /** the highest id each sequence has handed out: never handed out again (server/idMarks.ts) */
  ids_handed_out?: Record<string, number>;
}

/**
 * The platform's own collections (its sign-in clients, the mail it sent, the password-reset
 * tokens), kept whether or not a screen's records name them; the others are those the screens'
 * records name, listed by npm run validators (tools/screenFiles.ts) into server/generated/.
 */
const PLATFORM_COLLECTIONS = ['oauthClients', 'outbox', 'resetTokens'] as const;

/** Every collection the platform types: those the screens' records declare (found by file) and its own. */
export type Collection = (typeof DECLARED_COLLECTIONS)[number] | (typeof PLATFORM_COLLECTIONS)[number];

export const COLLECTIONS: readonly Collection[] = [...new Set([...DECLARED_COLLECTIONS, ...PLATFORM_COLLECTIONS])];

/** Types by collection name, each name a collection (a name no longer declared fails the type check). */
type ByCollection<T extends { [K in keyof T]: K extends Collection ? unknown : never }> = T;

/**
 * The stored record of the collections the platform's own code reads, by collection; the others
 * are kept by the record engine, whatever their fields.
 */
type StoredRecords = ByCollection<{
  users: LoginRecord;
  apiclients: LoginRecord;
  accounts: Account;
  accountGroups: AccountGroup;
  applications: Application;
  roles: RoleRow;
  apis: ApiRecord;
  attributeTypes: AttributeType;
  attributes: LoginAttribute;
  ipRanges: IpRange;
  oauthClients: OAuthClient;
  outbox: Mail;
  resetTokens: ResetToken;
  transformations: TransformationRecord;
  shortCodes: ShortCode;
  shortCodePrograms: ShortCodeProgram;
  emailDomains: EmailDomain;
  unsubscribeGroups: UnsubscribeGroup;
  vendorAccounts: VendorAccount;
  vendorTypeCodes: VendorTypeCodeRow;
  emailTemplates: EmailTemplate;
  apiLinks: ApiLinkRecord;
  apiLinkAttributes: ApiLinkAttributeRecord;
  apiAuthMethods: ApiAuthMethod;
  apiDataTypes: ApiDataType;
  dashboards: DashboardRecord;
  dashboardPrograms: DashboardProgramRecord;
}>;

export type Data = {
  [K in Collection]: (K extends keyof StoredRecords ? StoredRecords[K] : Record<string, unknown>)[];
} & { meta: Meta };
