// Short code calls over HTTP: the checks in order with the shared
// rule, defaults for blank messages, 409 duplicates, 404 unknown ids, accounts and programs,
// refused deletes, and other roles denied. A refused call stores nothing.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from '../../schemas/rules/shortCodeDefaults';
import { caller, signIn, usePlatformSignedIn } from '../test/harness';

const { call: admin, platform } = usePlatformSignedIn();

const list = async () => (await admin('GET', '/text-service/shortcodes')).body as Record<string, any>[];
const save = (body: Record<string, unknown>) => admin('POST', '/text-service/shortcodes/shortcode', body);

describe('GET /text-service/shortcodes', () => {
  it('lists codes by code with account and program counts', async () => {
    const codes = await list();
    expect(codes.map((c) => c.ShortCode)).toEqual([...codes.map((c) => c.ShortCode)].sort());
    expect(codes.find((c) => c.ShortCodeId === 1)).toMatchObject({ ShortCode: '55123', Throttle: 30, AccountCnt: 6, ProgramCnt: 3 });
    expect(Object.keys(codes[0]).sort()).toEqual(
      [
        'AccountCnt',
        'EffectiveDateTime',
        'HelpMessage',
        'ModifierLoginId',
        'OptOutMessage',
        'ProgramCnt',
        'ShortCode',
        'ShortCodeDesc',
        'ShortCodeId',
        'Throttle',
      ].sort(),
    );
  });
  it('answers the programs of a code with the account name, and 404 for an unknown code', async () => {
    const programs = await admin('GET', '/text-service/shortcodes/1/programs');
    expect(programs.body).toContainEqual({
      ChannelProgramId: 5001,
      CompanyName: 'Riverside Regional Medical Center',
      ProgramName: 'Annual wellness visit reminder',
      ChannelProgramStatusSDesc: 'Active',
      Keyword: 'WELL',
    });
    expect((await admin('GET', '/text-service/shortcodes/999/programs')).status).toBe(404);
    expect((await admin('GET', '/text-service/shortcodes/999/accounts')).status).toBe(404);
  });
});

describe('POST /text-service/shortcodes/shortcode', () => {
  it.each([
    [{ throttle: '5' }, 'The following fields are required: Short Code, Description'],
    [{ short_code: '12a45', throttle: '5', short_code_desc: 'x' }, 'Short Code can only be a number.'],
    [{ short_code: '   ', throttle: '5', short_code_desc: 'x' }, 'Short Code cannot be empty.'],
    [{ short_code: '123', throttle: '5', short_code_desc: 'x' }, 'Short Code cannot be less than 4 characters.'],
    [{ short_code: '12345', throttle: '-5', short_code_desc: 'x' }, 'Short Code Throttle can only be a positive number.'],
    [{ short_code: '12345', throttle: '5', short_code_desc: '  ' }, 'Short Code Description cannot be empty.'],
    [{ short_code: '1234567890123456', throttle: '5', short_code_desc: 'x' }, 'Short Code must be at most 15 characters'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const before = await list();
    expect(await save(body)).toMatchObject({ status: 400, body: { message } });
    expect(await list()).toEqual(before);
  });

  it('creates a code with the default help and opt-out wording, then refuses the same code (409)', async () => {
    const created = await save({ short_code: '31337', throttle: '12', short_code_desc: 'Test code' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ShortCode: '31337',
      Throttle: 12,
      HelpMessage: DEFAULT_HELP_MESSAGE,
      OptOutMessage: DEFAULT_OPT_OUT_MESSAGE,
      AccountCnt: 0,
      ModifierLoginId: 1001,
    });
    expect(created.body.message).toBe('Successfully added shortcode 31337');
    expect(await save({ short_code: '31337', throttle: '1', short_code_desc: 'Again' })).toMatchObject({
      status: 409,
      body: { message: 'Conflict' },
    });
  });

  it('updates by short_code_id, keeps the code, 404 for an unknown id', async () => {
    const id = (await list()).find((c) => c.ShortCode === '28490')!.ShortCodeId;
    const updated = await save({
      short_code_id: id,
      short_code: '28490',
      throttle: '25',
      short_code_desc: 'Refills',
      help_message: 'Call us',
      opt_out_message: '',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { ShortCodeId: id, Throttle: 25, ShortCodeDesc: 'Refills', HelpMessage: 'Call us', OptOutMessage: DEFAULT_OPT_OUT_MESSAGE },
    });
    expect(await save({ short_code_id: id, short_code: '28491', throttle: '25', short_code_desc: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'Short Code cannot be changed once it exists.' },
    });
    // Said before any clash: another code's number is still a change of this one.
    const taken = (await list()).find((c) => c.ShortCodeId !== id)!.ShortCode;
    expect(await save({ short_code_id: id, short_code: taken, throttle: '25', short_code_desc: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'Short Code cannot be changed once it exists.' },
    });
    expect((await save({ short_code_id: 999, short_code: '28490', throttle: '1', short_code_desc: 'x' })).status).toBe(404);
  });
});

describe('accounts of a short code', () => {
  it('assigns, refuses a second time (409), lists and removes', async () => {
    expect(await admin('POST', '/text-service/shortcodes/6/accounts/10607')).toMatchObject({
      status: 201,
      body: { message: 'Short code account 10607 successfully added' },
    });
    expect((await admin('POST', '/text-service/shortcodes/6/accounts/10607')).status).toBe(409);
    expect((await admin('GET', '/text-service/shortcodes/6/accounts')).body).toEqual([
      { account_id: 10607, account_name: 'Northfield Telehealth' },
    ]);
    expect((await list()).find((c) => c.ShortCodeId === 6)!.AccountCnt).toBe(1);
    expect(await admin('DELETE', '/text-service/shortcodes/6/accounts/10607')).toMatchObject({
      status: 200,
      body: { message: 'Short code account 10607 successfully removed' },
    });
    expect((await admin('DELETE', '/text-service/shortcodes/6/accounts/10607')).status).toBe(404);
    expect((await admin('POST', '/text-service/shortcodes/6/accounts/99999')).status).toBe(404);
    expect((await admin('POST', '/text-service/shortcodes/999/accounts/10607')).status).toBe(404);
  });
});

describe('DELETE /text-service/shortcodes/:id', () => {
  it('deletes a free code', async () => {
    expect(await admin('DELETE', '/text-service/shortcodes/8')).toMatchObject({
      status: 200,
      body: { message: 'Shortcode deleted successfully' },
    });
    expect((await list()).some((c) => c.ShortCodeId === 8)).toBe(false);
    expect((await admin('DELETE', '/text-service/shortcodes/8')).status).toBe(404);
  });
  it('refuses a code attached to a vendor or used by programs (409), keeping it', async () => {
    expect(await admin('DELETE', '/text-service/shortcodes/2')).toMatchObject({
      status: 409,
      body: { message: 'Short code 78432 is attached to vendor account Twilio Reminders; remove it from the vendor first.' },
    });
    expect(await admin('DELETE', '/text-service/shortcodes/7')).toMatchObject({
      status: 409,
      body: { message: 'Short code 86753 is used by 1 program; move the programs to another code first.' },
    });
    // Freed from its vendor, a code two programs use is still kept.
    expect((await admin('DELETE', '/text-service/smsvendors/3/shortcode/4')).status).toBe(200);
    expect(await admin('DELETE', '/text-service/shortcodes/4')).toMatchObject({
      status: 409,
      body: { message: 'Short code 90210 is used by 2 programs; move the programs to another code first.' },
    });
    expect((await list()).filter((c) => [2, 4, 7].includes(c.ShortCodeId))).toHaveLength(3);
  });
});

describe('other roles', () => {
  it.each(['engagement@example.com', 'apilinks@example.com', 'sisl.admin@example.com'])('%s gets 403 on every call', async (email) => {
    const other = caller(platform().url, await signIn(platform().url, email));
    for (const [method, path] of [
      ['GET', '/text-service/shortcodes'],
      ['GET', '/text-service/shortcodes/1/programs'],
      ['POST', '/text-service/shortcodes/shortcode'],
      ['POST', '/text-service/shortcodes/1/accounts/10001'],
      ['DELETE', '/text-service/shortcodes/1'],
    ]) {
      expect((await other(method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
    }
  });
});
