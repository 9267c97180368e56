import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from '../../../schemas/rules/shortCodeDefaults';
import { sentBody, typedBody, valuesOf } from './shortCodeBody';

const record = { ShortCodeId: 4, ShortCode: '90210', Throttle: 100, ShortCodeDesc: 'Pool', HelpMessage: 'Help', OptOutMessage: 'Bye' };

describe('short code body', () => {
  it('edits the record as text and sends its id on update only', () => {
    const values = valuesOf(record);
    expect(values).toEqual({ short_code: '90210', throttle: '100', short_code_desc: 'Pool', help_message: 'Help', opt_out_message: 'Bye' });
    expect(typedBody(values, record)).toMatchObject({ short_code_id: 4, short_code: '90210' });
    expect(typedBody(valuesOf(undefined), undefined)).not.toHaveProperty('short_code_id');
  });
  it('trims and puts the default wording in place of blank messages', () => {
    const body = sentBody({ short_code: ' 55555 ', throttle: '5', short_code_desc: ' New ', help_message: '  ', opt_out_message: '' });
    expect(body).toEqual({
      short_code: '55555',
      throttle: '5',
      short_code_desc: 'New',
      help_message: DEFAULT_HELP_MESSAGE,
      opt_out_message: DEFAULT_OPT_OUT_MESSAGE,
    });
  });
});
