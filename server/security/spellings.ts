// The spellings a caller may try for one platform path, to reach a handler past the guard.
// `as written` and `trailing slash` are the declared call; the others name it only to a lenient
// reader (a case-insensitive router, a decoder, a path normaliser) and must never run it.

export interface Spelling {
  name: string;
  /** true when the router itself reads this spelling as the declared call */
  declared: boolean;
  spell(path: string): string;
}

const mixedCase = (path: string) => path.replace(/\/([a-z])/g, (_m, letter: string) => `/${letter.toUpperCase()}`);
/** replaces the n-th slash (1-based, after the leading one) */
const atSlash = (path: string, replacement: string) => {
  const i = path.indexOf('/', 1);
  return i < 0 ? path : path.slice(0, i) + replacement + path.slice(i + 1);
};

export const SPELLINGS: readonly Spelling[] = [
  { name: 'as written', declared: true, spell: (p) => p },
  { name: 'trailing slash', declared: true, spell: (p) => `${p}/` },
  { name: 'upper case', declared: false, spell: (p) => p.toUpperCase() },
  { name: 'mixed case', declared: false, spell: mixedCase },
  { name: 'encoded slash', declared: false, spell: (p) => atSlash(p, '%2F') },
  { name: 'encoded slash, lower case escape', declared: false, spell: (p) => atSlash(p, '%2f') },
  { name: 'double-encoded slash', declared: false, spell: (p) => atSlash(p, '%252F') },
  { name: 'backslash', declared: false, spell: (p) => atSlash(p, '\\') },
  { name: 'doubled slash', declared: false, spell: (p) => atSlash(p, '//') },
  { name: 'leading doubled slash', declared: false, spell: (p) => `/${p}` },
  { name: 'dot segment', declared: false, spell: (p) => atSlash(p, '/./') },
  { name: 'dot-dot segment', declared: false, spell: (p) => atSlash(p, '/x/../') },
  { name: 'dot-dot from outside', declared: false, spell: (p) => `/admin/..${p}` },
  { name: 'encoded letter', declared: false, spell: (p) => `/%${p.charCodeAt(1).toString(16)}${p.slice(2)}` },
];
