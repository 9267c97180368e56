// Every entity schema by name (`user` for userSchema), so the engine and the validators read
// titles, enums, descriptions and maxLength per field from one place.
import { schemaFiles } from './generated/screenFiles';

// Found by file (tools/screenFiles.ts): every `<name>Schema` a schemas/<file>.schema.ts exports.
export const schemas = schemaFiles;

export type SchemaName = keyof typeof schemas;

/** What the engine needs to know of one property, whatever the schema. */
export interface FieldSchema {
  title?: string;
  description?: string;
  type?: string | readonly string[];
  enum?: readonly unknown[];
  /** labelled choices when each is `{ const, title }` */
  oneOf?: readonly object[];
  maxLength?: number;
}

export const isSchemaName = (x: unknown): x is SchemaName => typeof x === 'string' && Object.hasOwn(schemas, x);

/** The properties of a schema in their declared (form) order. */
export const fieldsOf = (name: SchemaName): Record<string, FieldSchema> => schemas[name].properties;

export type { Account } from './account.schema';
export type { AccountAssignment } from './accountAssignment.schema';
export type { Vendor, VendorEmailDomain, VendorShortCode, VendorTypeCode } from './vendor.schema';
export type { AccountPick } from './accountPick.schema';
export type { EmailDomain, UnsubscribeGroup } from './emailDomain.schema';
export type { ShortCode, ShortCodeProgram, ShortCodeSave } from './shortCode.schema';
export type { EmailTemplate, EmailTemplateBody } from './emailTemplate.schema';
export type { AccountGroup } from './accountGroup.schema';
export type { Api } from './api.schema';
export type { ApiAuthMethod, ApiLink, ApiLinkSave } from './apiLink.schema';
export type { ApiDataType, ApiLinkAttribute, ApiLinkAttributesSave } from './apiLinkAttribute.schema';
export type { ApiClient } from './apiClient.schema';
export type { ApiGroup } from './apiGroup.schema';
export type { Application } from './application.schema';
export type { Dashboard, DashboardFilter, DashboardProgram, DashboardSave } from './dashboard.schema';
export type { CallProgramMetric, DashboardMetrics, ImportMetric } from './dashboardMetrics.schema';
export type { IpRange, IpRangeGroup } from './ipRange.schema';
export type { Transformation, TransformationMapping, TransformationMappings } from './transformation.schema';
export type { AttributeType, LoginAttribute } from './loginAttribute.schema';
export type { PasswordChange } from './passwordChange.schema';
export type { Relationship } from './relationship.schema';
export type { Role } from './role.schema';
export type { User } from './user.schema';
