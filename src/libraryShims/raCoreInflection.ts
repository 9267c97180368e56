// What ra-core 5.15.4 takes from `inflection` on the console's first screen, without inflection's
// tables of plural and singular rules and uncountable words (3.7 KB gzip of the first screen's 200 KB
// budget; e2e/firstScreen.test.ts). Two ra-core files import it there (raCoreInflectionPlugin.ts
// says which): a resource's fallback name, `humanize(inflect(resource, count))`, shown only where no
// `resources.<name>.name` text exists (react-admin's own titles and buttons, which the console
// replaces with its screens' own titles), and a field's fallback label,
// `transform(source, ['underscore', 'humanize'])`, for an input given no label. humanize,
// underscore, capitalize and transform are inflection 3.0.2's own code. inflect keeps the rules
// the console's names need (a name ending in "s" is its own plural, another takes one; one
// loses it);
// libraryShims.test.ts checks that every screen's name comes out as inflection's own would.
// Library code elsewhere (react-admin's form inputs, loaded with the forms) keeps inflection itself.

const idSuffix = /(_ids|_id)$/g;
const underbar = /_/g;
const uppercase = /([A-Z])/g;
const underbarPrefix = /^_/;

export const capitalize = (str: string): string => {
  const lower = str.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
};

export const humanize = (str: string, lowFirstLetter?: boolean): string => {
  const words = str.toLowerCase().replace(idSuffix, '').replace(underbar, ' ');
  return lowFirstLetter ? words : capitalize(words);
};

export const underscore = (str: string, allUpperCase?: boolean): string => {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(uppercase, '_$1').replace(underbarPrefix, ''))
    .join('/')
    .toLowerCase();
};

export const inflect = (str: string, count: number): string => {
  if (isNaN(count)) return str;
  const plural = str.endsWith('s') ? str : `${str}s`;
  return count === 1 ? plural.slice(0, -1) : plural;
};

const transformFunctions: Record<string, (str: string) => string> = { humanize, underscore, capitalize };

export const transform = (str: string, arr: readonly string[]): string =>
  arr.reduce((value, method) => transformFunctions[method]?.(value) ?? value, str);
