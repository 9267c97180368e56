// Numbers meet the same limits as their text, numbers JSON cannot hold exactly are refused, and
// flags take only the platform's spellings. Each refusal is a 400 with a clear message and
// stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INEXACT_NUMBER_MESSAGE } from '../exactNumbers';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
let admin: Call;
let token: string;
beforeAll(async () => {
  p = await startPlatform();
  token = await signIn(p.url, 'admin@example.com');
  admin = caller(p.url, token);
});
afterAll(() => p.stop());

const SHORT_CODE = '/text-service/shortcodes/shortcode';

describe('short code numbers', () => {
  it.each([
    [
      'a 16-digit short code sent as a number',
      { short_code: 1234567890123456, throttle: '5', short_code_desc: 'x' },
      'Short Code must be at most 15 characters',
    ],
    [
      'a 16-digit throttle sent as a number',
      { short_code: '12345', throttle: 1234567890123456, short_code_desc: 'x' },
      'Throttle must be at most 15 characters',
    ],
    ['a throttle of 1e20', { short_code: '12345', throttle: 1e20, short_code_desc: 'x' }, INEXACT_NUMBER_MESSAGE],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = await dataSnapshot(p);
    expect(await admin('POST', SHORT_CODE, body)).toMatchObject({ status: 400, body: { message } });
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('takes a 15-digit short code sent as a number', async () => {
    const answer = await admin('POST', SHORT_CODE, { short_code: 123456789012345, throttle: 5, short_code_desc: 'Numbers' });
    expect(answer).toMatchObject({ status: 201, body: { ShortCode: '123456789012345', Throttle: 5 } });
  });
});

describe('numbers beyond 2^53 - 1', () => {
  it.each([
    ['a short code', `{"short_code":"12345","throttle":9007199254740993,"short_code_desc":"x"}`, SHORT_CODE],
    ['an account group id', `{"account_group_name":"Rounded","account_ids":[12345678901234567]}`, '/auth/accountgroups'],
    ['a nested value', `{"name":"n","mappings":[{"input":"a","output":"b","order":1e400}]}`, '/api-link-service/transformations'],
  ])('in %s: refused before any route reads it, nothing stored', async (_name, body, path) => {
    const before = await dataSnapshot(p);
    const answer = await rawCall(p.url, 'POST', path, { token, body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ message: INEXACT_NUMBER_MESSAGE });
    expect(await dataSnapshot(p)).toEqual(before);
  });
});

describe.each([
  ['user', '/auth/users/1005'],
  ['API client', '/auth/apiclients/2001'],
])('the %s Status flag', (_kind, path) => {
  it.each([[-1], [2], [1e300], ['   '], [''], ['true'], ['0'], ['false'], ['yes'], [[]], [{}]])(
    'refuses enabled: %j with 400 and stores nothing',
    async (enabled) => {
      const record = (await admin('GET', path)).body;
      const before = await dataSnapshot(p);
      const answer = await admin('POST', path, { ...record, enabled });
      expect(answer.status).toBe(400);
      // 1e300 is not a number JSON holds exactly: that message names the problem instead.
      expect([`Status must be true or false`, INEXACT_NUMBER_MESSAGE]).toContain(answer.body.message);
      expect(await dataSnapshot(p)).toEqual(before);
    },
  );

  it.each([
    [false, false],
    [1, true],
    [0, false],
    [true, true],
  ])('takes enabled: %j as %j', async (enabled, stored) => {
    const record = (await admin('GET', path)).body;
    const answer = await admin('POST', path, { ...record, enabled });
    expect(answer).toMatchObject({ status: 200, body: { enabled: stored } });
  });
});
