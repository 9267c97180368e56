// A JSON body nested deeper than 32 lists and objects is refused with 400 before it is parsed,
// whatever call it is sent to and however large its call's limit; brackets and commas inside
// strings are text. A JSON body in another charset than UTF-8 is refused with 415. Nothing is
// stored. (A body of more entries than its call takes: server/bodyLimits.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_CHARSET_MESSAGE, JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH, shapeProblem } from './jsonShape';
import { signIn, startPlatform, type TestPlatform } from './test/harness';
import { dataSnapshot } from './test/dataSnapshot';
import { rawCall } from './test/rawCall';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedDeeperThan = (text: Uint8Array) => shapeProblem(text) === 'too deep';

describe('shapeProblem', () => {
  it('counts lists and objects inside one another', () => {
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestedDeeperThan(bytes(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`))).toBe(false);
    expect(nestedDeeperThan(bytes(`{"a":${nested(MAX_JSON_DEPTH)}}`))).toBe(true);
    expect(nestedDeeperThan(bytes(`[${'{"a":[]},'.repeat(1000)}1]`))).toBe(false);
  });

  it('reads brackets inside strings as text, escaped quotes included', () => {
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: '['.repeat(100) })))).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: `"${'['.repeat(100)}\\`, b: '€[😀' })))).toBe(false);
    // A string ending in an escaped backslash ends there: the brackets after it count.
    expect(nestedDeeperThan(bytes(`["a\\\\",${nested(MAX_JSON_DEPTH)}]`))).toBe(true);
  });
});

describe('shapeProblem, counting entries', () => {
  it('counts the commas between list entries and object members, none inside strings', () => {
    expect(shapeProblem(bytes('[1,2,3]'), { entries: 2 })).toBeUndefined();
    expect(shapeProblem(bytes('[1,2,3,4]'), { entries: 2 })).toBe('too many entries');
    expect(shapeProblem(bytes('{"a":1,"b":[2,3]}'), { entries: 2 })).toBeUndefined();
    expect(shapeProblem(bytes(JSON.stringify({ a: ',,,,,,', b: 'x\\",,,' })), { entries: 1 })).toBeUndefined();
  });
});

describe('the platform', () => {
  let p: TestPlatform;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    p = await startPlatform();
    tokens = { apiLinks: await signIn(p.url, 'apilinks@example.com'), admin: await signIn(p.url, 'admin@example.com') };
  });
  afterAll(() => p.stop());
  const ATTRIBUTES = ['PUT', '/api-link-service/api-link-attributes/3', 'apiLinks'] as const;
  // The email template calls read the largest bodies (10 MB).
  const TEMPLATES = ['POST', '/email-service/emailbeetemplates', 'admin'] as const;

  it.each([
    ['a small body', 'the attributes call', nested(MAX_JSON_DEPTH + 1), ATTRIBUTES],
    ['a small body', 'a template call', nested(MAX_JSON_DEPTH + 1), TEMPLATES],
    ['lists inside the attribute list', 'the attributes call', `{"api_link_attributes":${nested(MAX_JSON_DEPTH)}}`, ATTRIBUTES],
    ['a body of 9.8 MB', 'a template call', nested(4_900_000), TEMPLATES],
  ])(
    'refuses %s nested too deeply, sent to %s, with 400 before any route reads it, and stores nothing',
    async (_name, _call, body, [method, path, who]) => {
      const before = await dataSnapshot(p);
      const answer = await rawCall(p.url, method, path, { token: tokens[who], body });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ message: JSON_DEPTH_MESSAGE });
      expect(await dataSnapshot(p)).toEqual(before);
    },
  );

  it('still takes a body as deep as the limit', async () => {
    const answer = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/3', {
      token: tokens.apiLinks,
      body: `{"api_link_attributes":[],"x":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses JSON in another charset than UTF-8 with 415', async () => {
    const answer = await rawCall(p.url, 'PUT', '/api-link-service/api-link-attributes/3', {
      token: tokens.apiLinks,
      body: '{"api_link_attributes":[]}',
      contentType: 'application/json; charset=utf-16le',
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ message: JSON_CHARSET_MESSAGE });
  });
});
