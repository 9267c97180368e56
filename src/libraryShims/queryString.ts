// What react-admin imports as 'query-string' (vite.config.ts `resolve.alias`): `parse` and
// `stringify` as query-string 7.1 does them with its default options, in a few lines over the
// browser's own URI functions.
//
// Why: ra-core's list parameters (useListParams) import query-string, and with it
// decode-uri-component, split-on-first and filter-obj (about 2 KB gzip), into every list's first
// screen, though react-admin calls only these two functions with no options (ra-core 5.15.4 and
// ra-ui-materialui 5.15.4, pinned in package.json; src/libraryShims/libraryShims.test.ts checks
// the answers against query-string's own, and e2e/firstScreen.test.ts that it still applies).

type Value = string | number | boolean | null | undefined;

/** encodeURIComponent, strict as RFC 3986 asks (query-string's `strict: true`). */
const encode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** decodeURIComponent; in a malformed text, each run of escapes that decodes is decoded and the rest kept, as decode-uri-component does. */
const decode = (text: string): string => {
  const attempt = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return undefined;
    }
  };
  return attempt(text) ?? text.replace(/(?:%[\da-f]{2})+/gi, (run) => attempt(run) ?? run);
};

/** `a=1&b=x%20y`, keys in order, `null` as a bare key, `undefined` left out, an array as the key repeated. */
export const stringify = (object: Record<string, Value | Value[]>): string =>
  Object.keys(object)
    .sort()
    .flatMap((key) => {
      const values = ([] as Value[]).concat(object[key]);
      return values.filter((v) => v !== undefined).map((v) => (v === null ? encode(key) : `${encode(key)}=${encode(String(v))}`));
    })
    .join('&');

/** `?a=1&b=x%20y` -> `{ a: '1', b: 'x y' }`; a bare key is `null`, a repeated one an array; `+` is a space. */
export const parse = (query: string): Record<string, string | null | (string | null)[]> => {
  const result: Record<string, string | null | (string | null)[]> = Object.create(null);
  for (const part of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decode((at < 0 ? part : part.slice(0, at)).replace(/\+/g, ' '));
    const value = at < 0 ? null : decode(part.slice(at + 1).replace(/\+/g, ' '));
    const before = result[key];
    result[key] = before === undefined ? value : ([] as (string | null)[]).concat(before, value);
  }
  return result;
};
