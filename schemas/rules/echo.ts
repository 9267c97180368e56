// What a message repeats of a value it was given: the value itself when short, else its first 100
// characters and an ellipsis. A message naming what was wrong helps; one repeating megabytes of
// it (an IP range's application code of 2 MB came back whole) only costs the platform and the
// reader. 100 characters keep every value the forms limit to 100 (mapping values) whole.

/** Characters of a value a message repeats at most. */
export const MAX_ECHO = 100;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** `value` as a message repeats it (see above); never cuts a character written as two code units in two. */
export const echo = (value: unknown): string => {
  const text = String(value);
  if (text.length <= MAX_ECHO) return text;
  const end = isHighSurrogate(text.charCodeAt(MAX_ECHO - 1)) ? MAX_ECHO - 1 : MAX_ECHO;
  return `${text.slice(0, end)}…`;
};
