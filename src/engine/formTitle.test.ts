import { describe, expect, it } from 'vitest';
import { formTitle } from './formTitle';
import { words } from '../../resources/__fixtures__/words';

describe('formTitle', () => {
  const form = { title: words('x.assign'), titleBy: { field: 'VendorTypeCode', titles: { sms: words('x.sms'), email: words('x.email') } } };

  it('picks the title by the record field, case-insensitively', () => {
    expect(formTitle(form, { VendorTypeCode: 'SMS' })).toBe('x.sms');
    expect(formTitle(form, { VendorTypeCode: ' email' })).toBe('x.email');
  });

  it('falls back to the form title', () => {
    expect(formTitle(form, { VendorTypeCode: 'WEB' })).toBe('x.assign');
    expect(formTitle(form, undefined)).toBe('x.assign');
    expect(formTitle({ title: words('y') }, { VendorTypeCode: 'SMS' })).toBe('y');
  });
});
