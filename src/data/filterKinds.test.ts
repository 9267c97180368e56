import { describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { isPage, type ResourceConfig } from '../../language/types';
import { filterKindOf, filterKinds } from './filterKinds';

describe('column filter kinds, derived from the declarations', () => {
  it('gives yes/no values, fixed sets, dates, numbers and other text a kind', () => {
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
    expect(filterKindOf(undefined, { type: 'string', format: 'email' })).toBe('text');
    expect(filterKindOf(undefined, { type: 'string' })).toBe('text');
    expect(filterKindOf('text', { type: ['string', 'null'] })).toBe('text');
    expect(filterKindOf(undefined, { type: 'array' })).toBeUndefined();
    expect(filterKindOf(undefined, {})).toBeUndefined();
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
    expect(kinds.users).toEqual({ email: 'text', first_name: 'text', last_name: 'text', enabled: 'flag' });
    expect(kinds.apilinks).toEqual({ name: 'text', in_use: 'flag', accounts_assigned: 'number' });
    expect(kinds.apis).toEqual({ id: 'number', http_method: 'choice', url: 'text' });
    expect(kinds.shortcodes).toEqual({
      ShortCode: 'text',
      Throttle: 'number',
      ShortCodeDesc: 'text',
      AccountCnt: 'number',
      ProgramCnt: 'number',
      EffectiveDateTime: 'date',
    });
    // a vendor's type: the options a call answers (fieldOptions' choices)
    expect(kinds.vendors).toEqual({
      VendorName: 'text',
      VendorTypeCode: 'choice',
      AccountName: 'text',
      ShortCodeCount: 'number',
      ModifiedDateTime: 'date',
    });
    // a list of accounts gets none
    expect(kinds.dashboards).toEqual({ engagement_dashboard_name: 'text', description: 'text', created_date_time: 'date' });
    expect(kinds.emaildomains).toEqual({ email_domain_url: 'text', accounts_assigned: 'number' });
    expect(kinds.roles).toEqual({ role_type_code: 'text', role_name: 'text' });
    expect(Object.keys(kinds.shortcodes)).toEqual([
      'ShortCode',
      'Throttle',
      'ShortCodeDesc',
      'AccountCnt',
      'ProgramCnt',
      'EffectiveDateTime',
    ]);
    // every column of every list gets the kind its schema says, or none for a list or a secret
    for (const screen of screens.filter((s): s is ResourceConfig => !isPage(s)))
      for (const { source, type } of screen.list.columns)
        if (type !== 'list' && type !== 'secret') expect([screen.name, source, kinds[screen.name][source]]).not.toContain(undefined);
  });
});
