import { describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { isPage, type ResourceConfig } from '../../language/types';
import { filterKindOf, filterKinds } from './filterKinds';

describe('column filter kinds, derived from the declarations', () => {
  it('gives yes/no values, fixed sets, dates and numbers a kind, and free text none', () => {
    expect(filterKindOf('enabled', { enum: [true, false, 1, 0] })).toBe('flag');
    expect(filterKindOf('boolean', { type: 'boolean' })).toBe('flag');
    expect(filterKindOf(undefined, { type: 'boolean' })).toBe('flag');
    expect(filterKindOf(undefined, { type: 'string', enum: ['GET', 'POST'] })).toBe('choice');
    expect(filterKindOf(undefined, { oneOf: [{ const: 'A', title: 'Admin' }] })).toBe('choice');
    expect(filterKindOf(undefined, { oneOf: [{ type: 'string' }, { type: 'null' }] })).toBeUndefined();
    expect(filterKindOf('datetime', { type: 'string' })).toBe('date');
    expect(filterKindOf(undefined, { type: 'string', format: 'date' })).toBe('date');
    expect(filterKindOf(undefined, { type: 'string', format: 'date-time' })).toBe('date');
    expect(filterKindOf('count', { type: 'array' })).toBe('number');
    expect(filterKindOf(undefined, { type: ['integer', 'string'] })).toBe('number');
    expect(filterKindOf(undefined, { type: 'number' })).toBe('number');
    expect(filterKindOf(undefined, { type: 'string', format: 'email' })).toBeUndefined();
    expect(filterKindOf('list', { type: 'array' })).toBeUndefined();
    expect(filterKindOf('secret', { type: 'string', enum: ['x'] })).toBeUndefined();
    expect(filterKindOf(undefined, undefined)).toBeUndefined();
    expect(filterKindOf(undefined, { type: 'string' }, true)).toBe('choice');
    expect(filterKindOf('datetime', { type: 'string' }, true)).toBe('date');
  });

  it("reads the screens' columns as the issue lists them", () => {
    const kinds = Object.fromEntries(
      screens.filter((s): s is ResourceConfig => !isPage(s)).map((s) => [s.name, filterKinds(s.list.columns, s.schema, s.fieldOptions)]),
    );
    expect(kinds.users).toEqual({ enabled: 'flag' });
    expect(kinds.apilinks).toEqual({ in_use: 'flag', accounts_assigned: 'number' });
    expect(kinds.apis).toEqual({ id: 'number', http_method: 'choice' });
    expect(kinds.shortcodes).toEqual({ Throttle: 'number', AccountCnt: 'number', ProgramCnt: 'number', EffectiveDateTime: 'date' });
    // a vendor's type: the options a call answers (fieldOptions' choices)
    expect(kinds.vendors).toEqual({ VendorTypeCode: 'choice', ShortCodeCount: 'number', ModifiedDateTime: 'date' });
    expect(kinds.dashboards).toEqual({ created_date_time: 'date' });
    expect(kinds.emaildomains).toEqual({ accounts_assigned: 'number' });
    expect(kinds.roles).toEqual({});
    expect(Object.keys(kinds.shortcodes)).toEqual(['Throttle', 'AccountCnt', 'ProgramCnt', 'EffectiveDateTime']);
  });
});
