// A message repeats a short value whole and a long one as its first 100 characters and an
// ellipsis, in the shared rules' messages as in the platform's.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_MESSAGES, attributesProblem } from './apiLinkAttributes';
import { AUTH_MESSAGES } from './apiLinkAuth';
import { echo, MAX_ECHO } from './echo';
import { duplicateFromMessage, mappingProblems } from './transformationMapping';

describe('echo', () => {
  it('repeats a value of up to 100 characters whole', () => {
    expect(echo('Member ID')).toBe('Member ID');
    expect(echo('x'.repeat(MAX_ECHO))).toBe('x'.repeat(MAX_ECHO));
    expect(echo(12)).toBe('12');
  });

  it('repeats the first 100 characters of a longer one, and an ellipsis', () => {
    expect(echo('x'.repeat(2_000_000))).toBe(`${'x'.repeat(MAX_ECHO)}…`);
    expect(echo('y'.repeat(MAX_ECHO + 1))).toBe(`${'y'.repeat(MAX_ECHO)}…`);
  });

  it('never cuts a character written as two code units in two', () => {
    const text = `${'x'.repeat(MAX_ECHO - 1)}😀tail`;
    expect(echo(text)).toBe(`${'x'.repeat(MAX_ECHO - 1)}…`);
  });
});

describe('the shared rules’ messages', () => {
  it('keep their words for short values', () => {
    expect(ATTRIBUTE_MESSAGES.invalidChars('a"b')).toBe('Attribute field name a"b has invalid characters');
    expect(duplicateFromMessage('M')).toBe('Map From M is used more than once');
    expect(AUTH_MESSAGES.headerTwice('accessKey')).toBe('Header authentication field accessKey is used more than once.');
  });

  it('repeat no more than a short prefix of a long value', () => {
    const long = `"${'n'.repeat(250)}`;
    expect(
      attributesProblem([{ api_link_attribute_id: 1, api_data_type_id: 1, name: long }], [{ api_data_type_id: 1, name: 'body' }]),
    ).toBe(`Attribute field name ${long.slice(0, MAX_ECHO)}… has invalid characters`);
    const from = 'f'.repeat(5000);
    expect(
      mappingProblems(
        [
          { map_from: from, map_to: '1' },
          { map_from: from, map_to: '2' },
        ],
        'String',
      )[0].message,
    ).toBe(`Map From ${'f'.repeat(MAX_ECHO)}… is used more than once`);
    expect(AUTH_MESSAGES.headerSpaces('h '.repeat(1000)).length).toBeLessThan(200);
  });
});
