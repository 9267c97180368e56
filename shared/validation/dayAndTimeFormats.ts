// The day and time formats of JSON Schema as regular expressions. ajv's standalone code (the
// validators `npm run validators` writes, which the console and the platform run) writes a RegExp
// format into the module as a literal; ajv-formats' own day and time formats are functions that
// read helpers of their module, which a generated module cannot reach (shared/validation/
// inlineRequires.ts refuses them). These answer as ajv-formats' full formats do (RFC 3339: a real
// day of its month, leap years included; hours to 23, a leap second at 23:59:60; `time` and
// `date-time` with a zone, the `iso-` ones with or without), which shared/validation/
// dayAndTimeFormats.test.ts checks against those formats on a list of values.

const YEAR_DAY =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';
const CLOCK = '(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|23:59:60)(?:\\.\\d+)?';
const ZONE = '(?:z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';

export const DAY_AND_TIME_FORMATS: Readonly<Record<string, RegExp>> = {
  date: new RegExp(`^${YEAR_DAY}$`),
  time: new RegExp(`^${CLOCK}${ZONE}$`, 'i'),
  'iso-time': new RegExp(`^${CLOCK}${ZONE}?$`, 'i'),
  'date-time': new RegExp(`^${YEAR_DAY}[t\\s]${CLOCK}${ZONE}$`, 'i'),
  'iso-date-time': new RegExp(`^${YEAR_DAY}[t\\s]${CLOCK}${ZONE}?$`, 'i'),
};
