// An IP range must not start after it ends, compared per octet as
// numbers. Runs after the formats: a malformed address already has its own message.
import { compareIp, parseIp } from './ip';
import type { StagedRule } from './types';

export const ipStartNotAfterEnd: StagedRule = {
  name: 'ipStartNotAfterEnd',
  stage: 'cross',
  check: ({ ip_range_start, ip_range_end }) => {
    const start = parseIp(ip_range_start);
    const end = parseIp(ip_range_end);
    if (!start || !end || compareIp(start, end) <= 0) return undefined;
    return { message: 'Error: The IP Start range is after the IP End range', fields: ['ip_range_start', 'ip_range_end'] };
  },
};
