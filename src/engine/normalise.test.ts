import { describe, expect, it } from 'vitest';
import { formBody } from './normalise';

describe('formBody', () => {
  it('a new record leaves empty fields out', () => {
    expect(formBody({ email: 'a@b.c', city: null, zip: '' }, true, ['email', 'city', 'zip'])).toEqual({ email: 'a@b.c' });
  });

  it('an existing record sends the fields the user cleared as empty text, so they are cleared', () => {
    expect(formBody({ login_id: 7, email: 'a@b.c', city: null, zip: '' }, false, ['email', 'city', 'zip'])).toEqual({
      login_id: 7,
      email: 'a@b.c',
      city: '',
      zip: '',
    });
  });

  it('empty values outside the form are left out, not cleared', () => {
    expect(formBody({ login_id: 7, account_group_name_list: null }, false, ['email'])).toEqual({ login_id: 7, email: '' });
  });
});
