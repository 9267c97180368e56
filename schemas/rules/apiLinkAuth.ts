// The authentication rules of an API link over its typed entries. The
// console checks the entries it edits; the platform checks the entries of the JSON text it gets.
import { SIGNATURE_AUTH } from '../apiLink.schema';
import type { AuthEntry } from './apiLinkAuthDetail';
import { echo } from './echo';
import type { StagedRule } from './types';

export const AUTH_MESSAGES = {
  empty: 'You cannot have authentication fields which are empty.',
  oneUsername: 'You can only have one username authentication field.',
  onePassword: 'You can only have one password authentication field.',
  headerSpaces: (name: string) => `Header authentication field ${echo(name)} cannot contain spaces.`,
  headerTwice: (name: string) => `Header authentication field ${echo(name)} is used more than once.`,
  signatureUsername: 'SignatureAuth needs a username authentication field.',
  signaturePassword: 'SignatureAuth needs a password authentication field.',
  signatureAccessKey: 'SignatureAuth needs a header authentication field named accessKey.',
} as const;
const M = AUTH_MESSAGES;

/** The first name no entry has of the new entries' pattern: New_Field_01, then New_Field_02... */
export const newEntryName = (names: readonly unknown[]): string => {
  const taken = new Set(names.map(String));
  for (let n = 1; ; n++) {
    const name = `New_Field_${String(n).padStart(2, '0')}`;
    if (!taken.has(name)) return name;
  }
};

const blank = (v: unknown) => String(v ?? '').trim() === '';

/** The first broken rule of the entries for the chosen method, or undefined. */
export function authEntriesProblem(entries: readonly AuthEntry[], methodName: string | undefined): string | undefined {
  if (entries.some((e) => blank(e.name) || blank(e.value))) return M.empty;
  const count = (type: AuthEntry['type']) => entries.filter((e) => e.type === type).length;
  if (count('username') > 1) return M.oneUsername;
  if (count('password') > 1) return M.onePassword;
  const headers = entries.filter((e) => e.type === 'headers').map((e) => String(e.name));
  const spaced = headers.find((h) => /\s/.test(h));
  if (spaced !== undefined) return M.headerSpaces(spaced);
  const twice = headers.find((h, i) => headers.indexOf(h) !== i);
  if (twice !== undefined) return M.headerTwice(twice);
  if (methodName === SIGNATURE_AUTH) {
    if (count('username') === 0) return M.signatureUsername;
    if (count('password') === 0) return M.signaturePassword;
    if (!headers.includes('accessKey')) return M.signatureAccessKey;
  }
  return undefined;
}

/** The apiLink validator's rule: reads `authentication_entries` and `authentication_method_name`. */
export const authenticationEntries: StagedRule = {
  name: 'authenticationEntries',
  stage: 'cross',
  check: ({ authentication_entries, authentication_method_name }) => {
    const entries = Array.isArray(authentication_entries) ? (authentication_entries as AuthEntry[]) : [];
    const message = authEntriesProblem(entries, typeof authentication_method_name === 'string' ? authentication_method_name : undefined);
    return message ? { message, fields: ['authentication_entries'] } : undefined;
  },
};
