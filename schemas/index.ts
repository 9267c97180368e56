// Every entity schema by name, as resource configs name them (`schema: 'user'`), so the engine
// reads titles, enums, descriptions and maxLength per field from one place.
import { accountSchema } from './account.schema';
import { accountAssignmentSchema } from './accountAssignment.schema';
import { vendorEmailDomainSchema, vendorSchema, vendorShortCodeSchema, vendorTypeCodeSchema } from './vendor.schema';
import { accountPickSchema } from './accountPick.schema';
import { emailDomainSchema, unsubscribeGroupSchema } from './emailDomain.schema';
import { shortCodeProgramSchema, shortCodeSaveSchema, shortCodeSchema } from './shortCode.schema';
import { emailTemplateSchema } from './emailTemplate.schema';
import { accountGroupSchema } from './accountGroup.schema';
import { apiSchema } from './api.schema';
import { apiAuthMethodSchema, apiLinkSaveSchema, apiLinkSchema } from './apiLink.schema';
import { apiDataTypeSchema, apiLinkAttributeSchema, apiLinkAttributesSaveSchema } from './apiLinkAttribute.schema';
import { apiClientSchema } from './apiClient.schema';
import { apiGroupSchema } from './apiGroup.schema';
import { applicationSchema } from './application.schema';
import { dashboardSaveSchema, dashboardSchema } from './dashboard.schema';
import { callProgramMetricSchema, importMetricSchema } from './dashboardMetrics.schema';
import { ipRangeSchema } from './ipRange.schema';
import { transformationAccountSchema, transformationMappingsSchema, transformationSchema } from './transformation.schema';
import { attributeTypeSchema, loginAttributeSchema } from './loginAttribute.schema';
import { passwordChangeSchema } from './passwordChange.schema';
import { relationshipSchema } from './relationship.schema';
import { roleSchema } from './role.schema';
import { userSchema } from './user.schema';

export const schemas = {
  user: userSchema,
  apiClient: apiClientSchema,
  role: roleSchema,
  apiGroup: apiGroupSchema,
  api: apiSchema,
  accountGroup: accountGroupSchema,
  account: accountSchema,
  application: applicationSchema,
  loginAttribute: loginAttributeSchema,
  attributeType: attributeTypeSchema,
  relationship: relationshipSchema,
  passwordChange: passwordChangeSchema,
  ipRange: ipRangeSchema,
  accountAssignment: accountAssignmentSchema,
  vendor: vendorSchema,
  vendorTypeCode: vendorTypeCodeSchema,
  vendorShortCode: vendorShortCodeSchema,
  vendorEmailDomain: vendorEmailDomainSchema,
  dashboard: dashboardSchema,
  dashboardSave: dashboardSaveSchema,
  importMetric: importMetricSchema,
  callProgramMetric: callProgramMetricSchema,
  apiLink: apiLinkSchema,
  apiLinkSave: apiLinkSaveSchema,
  apiAuthMethod: apiAuthMethodSchema,
  apiDataType: apiDataTypeSchema,
  apiLinkAttribute: apiLinkAttributeSchema,
  apiLinkAttributesSave: apiLinkAttributesSaveSchema,
  transformation: transformationSchema,
  transformationMappings: transformationMappingsSchema,
  transformationAccount: transformationAccountSchema,
  emailTemplate: emailTemplateSchema,
  accountPick: accountPickSchema,
  shortCode: shortCodeSchema,
  shortCodeSave: shortCodeSaveSchema,
  shortCodeProgram: shortCodeProgramSchema,
  emailDomain: emailDomainSchema,
  unsubscribeGroup: unsubscribeGroupSchema,
} as const;

export type SchemaName = keyof typeof schemas;

/** What the engine needs to know of one property, whatever the schema. */
export interface FieldSchema {
  title?: string;
  description?: string;
  type?: string | readonly string[];
  enum?: readonly unknown[];
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
