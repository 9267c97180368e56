import { describe, expect, it } from 'vitest';
import type { ItemAssignmentConfig } from '../../language/types';
import { formTitle } from './formTitle';
import { words } from '../../resources/__fixtures__/words';

describe('formTitle', () => {
  // Only what the title reads of an item section.
  const section = (title: string) => ({ title: words(title) }) as ItemAssignmentConfig;
  const form = {
    title: words('x.assign'),
    itemsBy: { field: 'VendorTypeCode', none: words('x.none') },
    items: { sms: section('x.sms'), email: section('x.email') },
  };

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
