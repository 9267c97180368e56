// The authentication details of an API link as the platform stores them (JSON text,
// docs/requirements.md, API links) and as the form edits them (typed entries: a field type, a field name, a value).
// Both ways are pure so the console, the platform and the tests convert alike.

/** The entry types in the order the form offers them, keyed as the JSON text names them. */
export const AUTH_ENTRY_TYPES = ['certs', 'username', 'password', 'request', 'qs', 'headers'] as const;
export type AuthEntryType = (typeof AUTH_ENTRY_TYPES)[number];

export interface AuthEntry {
  type: AuthEntryType;
  name: string;
  value: string;
}

interface NameValue {
  name: string;
  value: string;
}

export interface AuthDetail {
  username?: NameValue;
  password?: NameValue;
  headers?: NameValue[];
  qs?: NameValue[];
  certs?: NameValue[];
  request?: Record<string, string>;
}

const LISTS = ['certs', 'qs', 'headers'] as const;
const PAIRS = ['username', 'password'] as const;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pair = (v: unknown): NameValue => (isObject(v) ? { name: str(v.name), value: str(v.value) } : { name: '', value: '' });

export class AuthDetailError extends Error {}

/**
 * The entries of the JSON text, in the form's type order. Blank text means no entries; text
 * that is not a JSON object throws AuthDetailError.
 */
export function entriesFromDetail(text: string | null | undefined): AuthEntry[] {
  if (!text || !text.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthDetailError((error as Error).message);
  }
  if (!isObject(parsed)) throw new AuthDetailError('not a JSON object');
  const entries: AuthEntry[] = [];
  for (const type of AUTH_ENTRY_TYPES) {
    const value = parsed[type];
    if (value === undefined || value === null) continue;
    if ((PAIRS as readonly string[]).includes(type)) entries.push({ type, ...pair(value) });
    else if (type === 'request') {
      if (!isObject(value)) throw new AuthDetailError('request must be an object');
      for (const [name, v] of Object.entries(value)) entries.push({ type, name, value: str(v) });
    } else {
      if (!Array.isArray(value)) throw new AuthDetailError(`${type} must be a list`);
      for (const item of value) entries.push({ type, ...pair(item) });
    }
  }
  return entries;
}

/** The platform's object for the entries (a second username or password replaces the first). */
export function detailFromEntries(entries: readonly AuthEntry[]): AuthDetail {
  const detail: AuthDetail = {};
  for (const { type, name, value } of entries) {
    if (type === 'username' || type === 'password') detail[type] = { name, value };
    else if (type === 'request') detail.request = { ...detail.request, [name]: value };
    else if ((LISTS as readonly string[]).includes(type)) detail[type] = [...(detail[type] ?? []), { name, value }];
  }
  return detail;
}

/** The JSON text the platform stores for the entries. */
export const detailTextFromEntries = (entries: readonly AuthEntry[]): string => JSON.stringify(detailFromEntries(entries));

export const isAuthEntryType = (v: unknown): v is AuthEntryType => (AUTH_ENTRY_TYPES as readonly unknown[]).includes(v);
