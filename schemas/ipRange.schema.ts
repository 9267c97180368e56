// IP range: the POST body, with the addresses as dotted text. The
// listed range group (application_name, range_list) is read-only and described for display.
import type { FromSchema, Schema } from './ext';
import { anyId, integerId, ipAddress, label, list, MAX_LIST } from './fields';

export const ipRangeSchema = {
  type: 'object',
  title: 'IP Range',
  properties: {
    id: anyId('ID'),
    account_group_id: integerId('Account Group'),
    app_code: label('Application'),
    ip_range_start: ipAddress('IP Range Start'),
    ip_range_end: ipAddress('IP Range End'),
    application_name: label('Application'),
    application_type_code: label('Application Code'),
    range_list: list(
      'IP Ranges',
      {
        type: 'object',
        properties: { id: anyId('ID'), ip_range_start: label('IP Range Start'), ip_range_end: label('IP Range End') },
      } as const,
      MAX_LIST,
    ),
  },
} as const satisfies Schema;

export type IpRange = FromSchema<typeof ipRangeSchema>;
/**
 * A listed range group: the schema leaves `range_list` untyped; its entries are ranges. (Key
 * remapping, not Omit: Omit of a type with an index signature drops the named fields.)
 */
export type IpRangeGroup = { [K in keyof IpRange as K extends 'range_list' ? never : K]: IpRange[K] } & { range_list?: IpRange[] };
