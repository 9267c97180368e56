import type { IpRangeGroup } from '../../schemas';

/** GET /auth/ip-ranges answers every group's ranges by application; one group's, flattened. */
export const rangesOfGroup = (groups: readonly IpRangeGroup[], groupId: number | string) =>
  groups
    .filter((g) => String(g.account_group_id) === String(groupId))
    .flatMap((g) =>
      (g.range_list ?? []).map((r) => ({ ...r, application_name: g.application_name, application_type_code: g.application_type_code })),
    );
