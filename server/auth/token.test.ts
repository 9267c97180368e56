import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { signToken, verifyToken } from './token';

const claims = {
  sub: 1001,
  email: 'a@example.com',
  first_name: 'A',
  last_name: 'B',
  role: 'slink-sys-admin',
  account_group_names: [],
  account_group_ids: [],
  organizations: [],
  accounts: [],
  user_type: 'STAFF' as const,
  client_id: 'slink-console',
  tv: 0,
};

describe('HS256 tokens', () => {
  it('round-trips and carries iat/exp', () => {
    const token = signToken(claims, 's', 60, 1_700_000_000_000);
    const got = verifyToken(token, 's', 1_700_000_000_000);
    expect(got).toMatchObject({ ...claims, iat: 1_700_000_000, exp: 1_700_000_060 });
  });
  it('rejects expired, tampered, wrongly signed and malformed tokens', () => {
    const token = signToken(claims, 's', 60, 1_700_000_000_000);
    expect(verifyToken(token, 's', 1_700_000_060_000)).toBeNull();
    expect(verifyToken(token, 'other', 1_700_000_000_000)).toBeNull();
    const [h, p, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'x', exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${sig}`, 's', 1_700_000_000_000)).toBeNull();
    expect(verifyToken(`${h}.${p}`, 's')).toBeNull();
    expect(verifyToken('garbage', 's')).toBeNull();
  });
  it('takes its signature in the one encoding it is issued in: no padding, no standard base64', () => {
    // Signed until one whose signature has base64url's own characters, so the standard spelling differs.
    let now = 1_700_000_000_000;
    let token = signToken(claims, 's', 60, now);
    while (!/[-_]/.test(token.split('.')[2])) token = signToken(claims, 's', 60, (now += 1000));
    const [h, p, sig] = token.split('.');
    expect(verifyToken(token, 's', now)).not.toBeNull();
    expect(verifyToken(`${token}=`, 's', now)).toBeNull();
    const standard = Buffer.from(sig, 'base64url').toString('base64');
    expect(verifyToken(`${h}.${p}.${standard}`, 's', now)).toBeNull();
    expect(verifyToken(`${h}.${p}.${standard.replace(/=+$/, '')}`, 's', now)).toBeNull();
  });
});

describe('scrypt password hashes', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Demo#2026');
    const b = await hashPassword('Demo#2026');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo#2026', a)).toBe(true);
    expect(await verifyPassword('demo#2026', a)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });
});
