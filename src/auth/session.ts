// The "shared authentication helper" of the requirements (docs/requirements.md, Sign-in and
// session): session data is read from the signed access token the provider issued, not from a call.
// The console trusts the server to check the signature; here we only decode.
import { isRole, type Role } from '../../language/roles';
import { getToken } from './token';

export interface SessionData {
  login_id?: number | string;
  email: string;
  first_name: string;
  last_name: string;
  role?: Role;
  account_group_names: string[];
  account_group_ids: number[];
  organizations: string[];
  accounts: string[];
  user_type?: string;
  /** seconds since the epoch */
  exp?: number;
}

const decodeBase64Url = (part: string): string => {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const decodeSession = (token: string | null): SessionData | null => {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    return {
      login_id: claims.sub as string | number | undefined,
      email: String(claims.email ?? ''),
      first_name: String(claims.first_name ?? ''),
      last_name: String(claims.last_name ?? ''),
      role: isRole(claims.role) ? claims.role : undefined,
      account_group_names: strings(claims.account_group_names),
      account_group_ids: Array.isArray(claims.account_group_ids) ? claims.account_group_ids.map(Number) : [],
      organizations: strings(claims.organizations),
      accounts: strings(claims.accounts),
      user_type: typeof claims.user_type === 'string' ? claims.user_type : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return null;
  }
};

export const readSession = (storage: Storage = sessionStorage): SessionData | null => decodeSession(getToken(storage));

export const isExpired = (session: SessionData, now = Date.now()): boolean => session.exp !== undefined && session.exp * 1000 <= now;
