import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])('takes %s as this machine', (a) =>
    expect(isLoopbackAddress(a)).toBe(true),
  );
  it.each(['10.0.0.1', '192.168.1.5', '203.0.113.9', '::ffff:10.0.0.1', '', undefined, '127.0.0.1.evil', 'fe80::1'])(
    'takes %s as another machine',
    (a) => expect(isLoopbackAddress(a)).toBe(false),
  );
});
