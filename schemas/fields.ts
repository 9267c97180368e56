// Field fragments shared by the entity schemas, so a rule and its exact message (docs/requirements.md,
// Users and API clients) are written once. Each helper keeps literal types (`as const`) so
// json-schema-to-ts still derives precise record types from the schemas that spread them.
import { IP_PATTERN } from './rules/ip';

/** Required: default text input max 255. */
export const MAX_TEXT = 255;

/**
 * Ids sent as text (pickers send strings): at most 20 characters, more than any id the platform
 * hands out (2^53 has 16 digits).
 */
export const MAX_ID_TEXT = 20;

/**
 * Lists the requirements do not limit (links to API groups, a dashboard's accounts, a range
 * group's ranges): at most 1000 entries, far more than any screen shows, so that one body cannot
 * hold the platform's validation (each entry is checked).
 */
export const MAX_LIST = 1000;

/**
 * Free text may not hold control characters (U+0000-U+001F, U+007F: never typed in a form, and
 * they break logs and CSV exports) nor `<` `>` (the values are echoed in pages and e-mails,
 * so markup is refused at the door). Everything else, quotes and accents included, is allowed.
 */
export const SAFE_TEXT = '^[^<>\\u0000-\\u001F\\u007F]*$';

/**
 * Prose of several lines (descriptions): SAFE_TEXT where each line may end with LF or CRLF (a
 * browser's textarea sends LF, other clients CRLF); a lone CR stays refused with the rest.
 */
export const PARAGRAPH_TEXT = '^(?:[^<>\\u0000-\\u001F\\u007F]|\\r?\\n)*$';

export const MSG = {
  invalidChars: 'Input field has invalid characters',
  integer: 'must be an integer',
  reserved: 'cannot be reserved word',
  email: 'Not a valid email address',
  zip: 'Not a valid Zip code',
  city: 'Not a valid city',
  password: 'Password must be at least 8 characters long and contain a letter, a digit, a capital letter and a special character',
  ipOctet: 'Each IP octet must be between 0 and 255',
} as const;

/** The requirements' reserved words, matched whole and case-insensitively (JSON Schema has no `i` flag). */
const RESERVED = ['select', 'insert', 'delete', 'update', 'drop', 'alter', 'create'];
const caselessWord = (w: string) => [...w].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');
export const RESERVED_PATTERN = `^(?:${RESERVED.map(caselessWord).join('|')})$`;

/** A pattern matching one of the codes whole, case-insensitively and around blanks (as the platform compares codes). */
export const caseless = (codes: readonly string[]) => `^\\s*(?:${codes.map(caselessWord).join('|')})\\s*$`;

const tooLong = <T extends string>(title: T) => `${title} must be at most 255 characters` as const;

/** Free text: length (default 255; docs/requirements.md, Limits) and the invalid character set. */
export const text = <T extends string, N extends number = typeof MAX_TEXT>(title: T, max: N = MAX_TEXT as N) =>
  ({
    type: 'string',
    title,
    maxLength: max,
    pattern: SAFE_TEXT,
    errorMessage: { type: MSG.invalidChars, maxLength: `${title} must be at most ${max} characters`, pattern: MSG.invalidChars },
  }) as const;

/**
 * Free text of several lines: `text` with line breaks allowed. The forms edit it in a multi-line
 * box (the pattern says so). `messages` replace the generic ones where a screen words its own.
 */
export const paragraph = <T extends string, N extends number>(
  title: T,
  max: N,
  messages: { invalid: string; tooLong: string } = { invalid: MSG.invalidChars, tooLong: `${title} must be at most ${max} characters` },
) =>
  ({
    type: 'string',
    title,
    maxLength: max,
    pattern: PARAGRAPH_TEXT,
    errorMessage: { type: messages.invalid, maxLength: messages.tooLong, pattern: messages.invalid },
  }) as const;

/** One choice of a labelled select: the code stored and sent, and the words shown for it. */
export interface LabelledChoice {
  readonly const: string;
  readonly title: string;
}

/**
 * A choice among labelled codes, the JSON Schema way (a `oneOf` of `const` and `title`): the
 * platform stores the code, lists, forms, views and exports show the title. The message is one
 * string, so it stands alone (ajv would also report each `const` the value is not).
 */
export const labelledChoice = <T extends string, const C extends readonly LabelledChoice[]>(title: T, choices: C, message: string) =>
  ({ type: 'string', title, oneOf: choices, errorMessage: message }) as const;

/**
 * Text the platform answers (names, dates, codes): shown, seldom typed. Its length is bounded
 * all the same (default 255, the requirements' default text input), as a validator may read it
 * from a body.
 */
export const label = <T extends string, N extends number = typeof MAX_TEXT>(title: T, max: N = MAX_TEXT as N) =>
  ({ type: 'string', title, maxLength: max, errorMessage: { maxLength: `${title} must be at most ${max} characters` } }) as const;

/** Any other text: its length only (default 255), with the same message as `text`. */
export const bounded = <T extends string, N extends number = typeof MAX_TEXT>(title: T, max: N = MAX_TEXT as N) => label(title, max);

/** An id as the platform answers it: a number, or digits as text from a picker. */
export const anyId = <T extends string>(title: T) =>
  ({
    type: ['integer', 'string'],
    title,
    maxLength: MAX_ID_TEXT,
    errorMessage: { maxLength: `${title} must be at most ${MAX_ID_TEXT} characters` },
  }) as const;

/**
 * A list of at most `max` entries, told when longer. `messages` add the list's own words for
 * other failures (a body that sends no list).
 */
export const list = <
  T extends string,
  I extends object,
  N extends number,
  M extends Readonly<Record<string, string>> = Record<never, string>,
>(
  title: T,
  items: I,
  max: N,
  messages?: M,
) =>
  ({
    type: 'array',
    title,
    items,
    maxItems: max,
    errorMessage: { ...(messages as M), maxItems: `${title} must have at most ${max} entries` },
  }) as const;

/** Letters only (any alphabet, so accented names pass) and not one of the reserved words. */
export const personName = <T extends string, M extends string>(title: T, lettersMessage: M) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    pattern: '^\\p{L}+$',
    not: { pattern: RESERVED_PATTERN },
    errorMessage: { type: lettersMessage, maxLength: tooLong(title), pattern: lettersMessage, not: MSG.reserved },
  }) as const;

/** Exactly two letters (state and country codes). */
export const twoLetters = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    // The pattern says two; the length bounds the pattern's work (the default text input's).
    maxLength: MAX_TEXT,
    pattern: '^[A-Za-z]{2}$',
    errorMessage: {
      type: `${title} must be two letters`,
      maxLength: `${title} must be two letters`,
      pattern: `${title} must be two letters`,
    },
  }) as const;

export const email = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    format: 'email',
    errorMessage: { type: MSG.email, maxLength: tooLong(title), format: MSG.email },
  }) as const;

/** City, when filled: letters, commas and spaces only. */
export const city = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    pattern: '^[\\p{L}, ]+$',
    errorMessage: { type: MSG.city, maxLength: tooLong(title), pattern: MSG.city },
  }) as const;

/** Five digits, optionally a dash and four more. */
export const zip = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    pattern: '^\\d{5}(?:-\\d{4})?$',
    errorMessage: { type: MSG.zip, maxLength: MSG.zip, pattern: MSG.zip },
  }) as const;

/** Ids arrive as numbers from the platform but as strings from pickers: accept both, digits only. */
export const integerId = <T extends string>(title: T) =>
  ({
    type: ['integer', 'string'],
    title,
    maxLength: MAX_ID_TEXT,
    pattern: '^\\d+$',
    errorMessage: { type: MSG.integer, maxLength: MSG.integer, pattern: MSG.integer },
  }) as const;

/**
 * A platform 0/1 flag (stored 0 or 1; a new user's are 0). true and false are read as 1 and 0
 * too, as a login's Status flag reads both spellings; anything else (-1, 2, "1", text) is refused,
 * never stored as a stray number.
 */
export const zeroOrOne = <T extends string>(title: T) =>
  ({ enum: [0, 1, true, false], title, errorMessage: { enum: `${title} must be 0 or 1 (or true or false)` } }) as const;

/** Required: the account tag list of the short code view shows up to 10000 rows. */
export const SHOW_ACCOUNTS_MAX = 10000;

/**
 * The accounts a record is assigned to, as the platform answers them (shown as tags): at most
 * `max`, by default the rows the account tag list shows.
 */
export const assignedAccounts = <N extends number = typeof SHOW_ACCOUNTS_MAX>(max: N = SHOW_ACCOUNTS_MAX as N) =>
  list('Accounts', { type: 'object', properties: { account_id: anyId('Account ID'), account_name: label('Account Name') } } as const, max);

/** Strength: 8+ characters with a letter, a digit, a capital and a character that is neither. */
export const password = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,}$',
    errorMessage: { type: MSG.password, maxLength: tooLong(title), pattern: MSG.password },
  }) as const;

/** Dotted IPv4 text; the pattern is the one `parseIp` accepts, so both agree. */
export const ipAddress = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_TEXT,
    pattern: IP_PATTERN,
    errorMessage: { type: MSG.ipOctet, maxLength: MSG.ipOctet, pattern: MSG.ipOctet },
  }) as const;
