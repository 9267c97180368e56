// Direct calls to POST /auth/ip-ranges: the shared ipRange validator (schemas/rules/ip.ts,
// schemas/rules/ipRange.ts) answers, and a refused call stores nothing.
import { describe, expect, it } from 'vitest';
import { usePlatformSignedIn } from '../test/harness';

const OCTETS = 'Each IP octet must be between 0 and 255';
const ORDER = 'Error: The IP Start range is after the IP End range';

const { call: admin } = usePlatformSignedIn();

const add = (ip_range_start: unknown, ip_range_end: unknown) =>
  admin('POST', '/auth/ip-ranges', { account_group_id: 3, app_code: 'hcast', ip_range_start, ip_range_end });
const stored = async () => (await admin('GET', '/auth/ip-ranges')).body;

describe('POST /auth/ip-ranges refuses a bad address', () => {
  it.each([
    ['an octet over 255', '10.0.0.256'],
    ['a leading zero', '10.010.0.1'],
    ['a leading zero in the first octet', '010.0.0.1'],
    ['a letter', '10.0.a.1'],
    ['three octets', '10.0.1'],
    ['five octets', '10.0.0.1.2'],
    ['spaces around it', ' 10.0.0.1 '],
    ['a number instead of text', 167772161],
  ])('%s (%s), as start or end, with 400 and nothing stored', async (_name, bad) => {
    const before = await stored();
    expect(await add(bad, '10.0.0.9')).toMatchObject({ status: 400, body: { message: OCTETS } });
    expect(await add('10.0.0.1', bad)).toMatchObject({ status: 400, body: { message: OCTETS } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a start after the end, compared per octet as numbers, and stores nothing', async () => {
    const before = await stored();
    expect(await add('10.0.0.10', '10.0.0.9')).toEqual(expect.objectContaining({ status: 400, body: { message: ORDER } }));
    expect(await add('192.168.1.2', '192.168.1.1')).toMatchObject({ status: 400, body: { message: ORDER } });
    expect(await stored()).toEqual(before);
  });

  it('accepts a start equal to the end and the bounds 0 and 255', async () => {
    expect((await add('0.0.0.0', '0.0.0.0')).status).toBe(201);
    const wide = await add('0.0.0.0', '255.255.255.255');
    expect(wide).toMatchObject({ status: 201, body: { ip_range_start: '0.0.0.0', ip_range_end: '255.255.255.255' } });
  });
});
