import { describe, expect, it } from 'vitest';
import { rangesOfGroup } from './rangesOfGroup';

describe('IP ranges of one group', () => {
  it("flattens the group's ranges with their application, ids compared as text", () => {
    const groups = [
      {
        account_group_id: 1,
        application_name: 'Voice',
        application_type_code: 'hcast',
        range_list: [{ id: 7, ip_range_start: '10.0.0.1', ip_range_end: '10.0.0.9' }],
      },
      {
        account_group_id: 2,
        application_name: 'SMS',
        application_type_code: 'htext',
        range_list: [{ id: 8, ip_range_start: '1.1.1.1', ip_range_end: '1.1.1.2' }],
      },
      { account_group_id: 1, application_name: 'Text', application_type_code: 'text' },
    ];
    expect(rangesOfGroup(groups, '1')).toEqual([
      { id: 7, ip_range_start: '10.0.0.1', ip_range_end: '10.0.0.9', application_name: 'Voice', application_type_code: 'hcast' },
    ]);
  });
});
