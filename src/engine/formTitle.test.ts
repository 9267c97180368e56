import { describe, expect, it } from 'vitest';
import { formTexts, sectionTexts } from '../../language/screenTexts';
import type { ItemAssignmentConfig } from '../../language/types';
import { formTitle } from './formTitle';
import { words } from '../../resources/__fixtures__/words';

describe('formTitle', () => {
  // What the title reads of an item section: that there is one.
  const section = {} as ItemAssignmentConfig;
  const form = {
    assign: { items: { by: 'VendorTypeCode', none: words('x.none'), sections: { sms: section, email: section } } },
  };

  it('picks the title by the record field, case-insensitively', () => {
    expect(formTitle('x', 'assign', form, { VendorTypeCode: 'SMS' })).toBe(sectionTexts('x', 'items.sms').title);
    expect(formTitle('x', 'assign', form, { VendorTypeCode: ' email' })).toBe(sectionTexts('x', 'items.email').title);
  });

  it('falls back to the form title', () => {
    expect(formTitle('x', 'assign', form, { VendorTypeCode: 'WEB' })).toBe(formTexts('x', 'assign').title);
    expect(formTitle('x', 'assign', form, undefined)).toBe(formTexts('x', 'assign').title);
    expect(formTitle('y', 'assign', {}, { VendorTypeCode: 'SMS' })).toBe(formTexts('y', 'assign').title);
  });
});
