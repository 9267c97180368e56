// Every entity schema by name, as resource configs name them (`schema: 'user'`), so the engine
// reads titles, enums, descriptions and maxLength per field from one place.
import { accountSchema } from './account.schema';
import { accountAssignmentSchema } from './accountAssignment.schema';
import { accountGroupSchema } from './accountGroup.schema';
import { apiSchema } from './api.schema';
import { apiClientSchema } from './apiClient.schema';
import { apiGroupSchema } from './apiGroup.schema';
import { applicationSchema } from './application.schema';
import { ipRangeSchema } from './ipRange.schema';
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
export type { AccountGroup } from './accountGroup.schema';
export type { Api } from './api.schema';
export type { ApiClient } from './apiClient.schema';
export type { ApiGroup } from './apiGroup.schema';
export type { Application } from './application.schema';
export type { IpRange, IpRangeGroup } from './ipRange.schema';
export type { AttributeType, LoginAttribute } from './loginAttribute.schema';
export type { PasswordChange } from './passwordChange.schema';
export type { Relationship } from './relationship.schema';
export type { Role } from './role.schema';
export type { User } from './user.schema';
