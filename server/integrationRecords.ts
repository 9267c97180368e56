// Stored records of API links, transformations and engagement dashboards (the requirements sections
// 2.2-2.4, 3). Types derive from the schemas.
import type { ApiAuthMethod as ApiAuthMethodSchema, ApiLink as ApiLinkSchema } from '../schemas/apiLink.schema';
import type { ApiDataType as ApiDataTypeSchema, ApiLinkAttribute as ApiLinkAttributeSchema } from '../schemas/apiLinkAttribute.schema';
import type { Transformation as TransformationSchema, TransformationMapping as MappingSchema } from '../schemas/transformation.schema';
import type { Dashboard as DashboardSchema, DashboardProgram as DashboardProgramSchema } from '../schemas/dashboard.schema';
import type { Stored } from './stored';

/** One row of a transformation's value table; ids are one sequence across all transformations. */
export type TransformationMappingRecord = Stored<MappingSchema, 'mapping_id' | 'map_from' | 'map_to', 'mapping_id'>;

/**
 * A custom data transformation. `in_use` and `accounts_assigned` are
 * rendered: in use = some API link applies it (`used_by_api_link_ids`, the link table of the
 * demo data), accounts = `account_ids.length`.
 */
export type TransformationRecord = Stored<
  TransformationSchema,
  'api_link_transform_rule_id' | 'name' | 'description' | 'output_type',
  'api_link_transform_rule_id'
> & {
  mappings: TransformationMappingRecord[];
  account_ids: number[];
  used_by_api_link_ids: number[];
};

/**
 * API links. `in_use` and `accounts_assigned` are rendered: a link is in use
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
 * Engagement dashboards, stored normalised: each filter is an account
 * and the ids of its chosen programs; the `dashboardFilters` codec of server/records/recordCodecs.ts renders dashboard_filters
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
