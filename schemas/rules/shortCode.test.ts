// The requirements' validation rules, short code: each check fires in its place of the order 1-7, and a body
// failing several checks gets the earliest one's message.
import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { SHORT_CODE_MESSAGES as M, shortCodeProblem } from './shortCode';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE, withDefaultMessages } from './shortCodeDefaults';

const good = { short_code_id: 7, short_code: '55123', throttle: '30', short_code_desc: 'Reminders' };
const problem = (change: Record<string, unknown>, update = true) => shortCodeProblem({ ...good, ...change }, { update })?.message;

describe('shortCodeProblem: each check with its exact message', () => {
  it('passes a complete body, as insert and as update', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ short_code_id: undefined }, false)).toBeUndefined();
    expect(problem({ short_code: 1234, throttle: 0 })).toBeUndefined();
  });
  it('1: lists every missing required field in form order', () => {
    expect(problem({ short_code: '', throttle: null, short_code_desc: undefined })).toBe(
      'The following fields are required: Short Code, Throttle, Description',
    );
    expect(problem({ throttle: '' })).toBe('The following fields are required: Throttle');
  });
  it.each(['12a45', '1e5', '-1234', '12.34', '0000', '+1234', '0x1F'])('2: %s is not a number', (code) => {
    expect(problem({ short_code: code })).toBe(M.notNumber);
  });
  it('3: an update without its id', () => {
    expect(problem({ short_code_id: undefined })).toBe(M.idMissing);
    expect(problem({ short_code_id: undefined }, false)).toBeUndefined();
  });
  it('4: a code of spaces', () => expect(problem({ short_code: '   ' })).toBe(M.empty));
  it('5: fewer than 4 characters', () => {
    expect(problem({ short_code: '123' })).toBe(M.tooShort);
    expect(problem({ short_code: '1234' })).toBeUndefined();
  });
  it.each(['-1', '1.5', 'ten', '   ', '1e2'])('6: throttle %s', (throttle) => {
    expect(problem({ throttle })).toBe(M.throttle);
  });
  it('7: a description of spaces', () => expect(problem({ short_code_desc: '  ' })).toBe(M.descriptionEmpty));
});

describe('shortCodeProblem: the order', () => {
  it('1 before 2: missing description with a code that is not a number', () => {
    expect(problem({ short_code: 'abc', short_code_desc: '' })).toBe('The following fields are required: Description');
  });
  it('2 before 3: not a number and no id', () => expect(problem({ short_code: 'abcd', short_code_id: undefined })).toBe(M.notNumber));
  it('3 before 4: no id and a blank code', () => expect(problem({ short_code: '  ', short_code_id: undefined })).toBe(M.idMissing));
  it('4 before 5 and 6', () => expect(problem({ short_code: ' ', throttle: 'x' })).toBe(M.empty));
  it('5 before 6: short code and a bad throttle', () => expect(problem({ short_code: '12', throttle: '-3' })).toBe(M.tooShort));
  it('6 before 7: bad throttle and a blank description', () => expect(problem({ throttle: '-3', short_code_desc: ' ' })).toBe(M.throttle));
});

describe('the shortCode validator (lengths and characters after the checks)', () => {
  it('refuses a code or throttle over 15 characters and markup in texts', () => {
    expect(validate('shortCode', { ...good, short_code: '1234567890123456' }).message).toBe('Short Code must be at most 15 characters');
    expect(validate('shortCode', { ...good, throttle: '1234567890123456' }).message).toBe('Throttle must be at most 15 characters');
    expect(validate('shortCode', { ...good, help_message: '<b>hi</b>' }).message).toBe('Input field has invalid characters');
    expect(validate('shortCode', good).valid).toBe(true);
  });
});

describe('default help and opt-out wording', () => {
  it('fills blank messages and keeps given ones', () => {
    expect(withDefaultMessages({ help_message: ' ', opt_out_message: undefined })).toEqual({
      help_message: DEFAULT_HELP_MESSAGE,
      opt_out_message: DEFAULT_OPT_OUT_MESSAGE,
    });
    expect(withDefaultMessages({ help_message: 'Call us', opt_out_message: 'Bye' })).toEqual({
      help_message: 'Call us',
      opt_out_message: 'Bye',
    });
  });
  it('name the provider and a support contact; opt-out in English and Spanish; both pass the validator', () => {
    for (const text of [DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE]) {
      expect(text).toContain('Slink Health Messaging');
      expect(text).toMatch(/1-800-555-0142/);
    }
    expect(DEFAULT_OPT_OUT_MESSAGE).toMatch(/unsubscribed/);
    expect(DEFAULT_OPT_OUT_MESSAGE).toMatch(/se ha dado de baja/);
    expect(validate('shortCode', withDefaultMessages(good)).valid).toBe(true);
  });
});
