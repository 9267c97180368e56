import { describe, expect, it } from 'vitest';
import { compareIp, formatIp, parseIp } from './ip';

describe('parseIp', () => {
  it('reads four octets as numbers', () => {
    expect(parseIp('10.0.0.255')).toEqual([10, 0, 0, 255]);
    expect(parseIp('0.0.0.0')).toEqual([0, 0, 0, 0]);
  });
  it('refuses out-of-range octets, leading zeros, wrong shapes and non-strings', () => {
    for (const bad of ['10.0.0.256', '10.0.0', '10.0.0.1.2', '010.0.0.1', 'a.b.c.d', ' 10.0.0.1', '', null, 10]) {
      expect(parseIp(bad)).toBeNull();
    }
  });
});

describe('compareIp', () => {
  it('compares per octet as numbers, not as text', () => {
    expect(compareIp('10.0.0.9', '10.0.0.10')).toBeLessThan(0);
    expect(compareIp('10.0.0.10', '10.0.0.9')).toBeGreaterThan(0);
    expect(compareIp('9.255.255.255', '10.0.0.0')).toBeLessThan(0);
    expect(compareIp('192.168.1.1', '192.168.1.1')).toBe(0);
    expect(compareIp([1, 2, 3, 4], '1.2.3.5')).toBeLessThan(0);
  });
  it('throws on a non-address', () => {
    expect(() => compareIp('10.0.0.1', 'x')).toThrow(RangeError);
  });
  it('formats octets back to dotted text', () => {
    expect(formatIp([10, 0, 0, 9])).toBe('10.0.0.9');
  });
});
