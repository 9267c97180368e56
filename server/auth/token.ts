// HS256 JSON Web Tokens with node:crypto. The access token carries the session data the console
// reads without a call (Required: "Session user data comes from a shared
// authentication helper").
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Claims {
  sub: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string | null;
  account_group_names: string[];
  account_group_ids: number[];
  organizations: string[];
  accounts: string[];
  user_type: 'SISL' | 'STAFF';
  client_id: string;
  /** the login's token version when issued (server/auth/tokenVersion.ts) */
  tv: number;
  /**
   * the login's key (LoginRecord.login_key): a login made later under the same id has another, so
   * the token of a deleted login never stands for it; a token without one is refused
   */
  lk?: string;
  iat: number;
  exp: number;
}

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const sign = (input: string, secret: string): Buffer => createHmac('sha256', secret).update(input).digest();

export const signToken = (claims: Omit<Claims, 'iat' | 'exp'>, secret: string, ttlSeconds: number, now = Date.now()): string => {
  const iat = Math.floor(now / 1000);
  const payload = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const body = `${HEADER}.${payload}`;
  return `${body}.${b64url(sign(body, secret))}`;
};

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export const verifyToken = (token: string, secret: string, now = Date.now()): Claims | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (header !== HEADER) return null;
  // Compared as text in the one encoding it is issued in (base64url, no padding): a decoder would
  // also take padding and standard base64's characters, so other spellings of it would pass.
  const expected = Buffer.from(b64url(sign(`${header}.${payload}`, secret)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sub !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
};
