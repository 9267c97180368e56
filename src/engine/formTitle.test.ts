import { describe, expect, it } from 'vitest';
import type { ItemAssignmentConfig } from '../../language/types';
import { formTitle } from './formTitle';
import { words } from '../../resources/__fixtures__/words';

describe('formTitle', () => {
  // Only what the title reads of an item section.
  const section = (title: string) => ({ title: words(title) }) as ItemAssignmentConfig;
  const form = {
    itemsBy: { field: 'VendorTypeCode', none: words('x.none') },
    items: { sms: section('x.sms'), email: section('x.email') },
  };

  it('picks the title by the record field, case-insensitively', () => {
    expect(formTitle('x', 'assign', form, { VendorTypeCode: 'SMS' })).toBe('x.sms');
    expect(formTitle('x', 'assign', form, { VendorTypeCode: ' email' })).toBe('x.email');
  });

  it('falls back to the form title', () => {
    expect(formTitle('x', 'assign', form, { VendorTypeCode: 'WEB' })).toBe('x.forms.assign');
    expect(formTitle('x', 'assign', form, undefined)).toBe('x.forms.assign');
    expect(formTitle('y', 'assign', {}, { VendorTypeCode: 'SMS' })).toBe('y.forms.assign');
  });
});
