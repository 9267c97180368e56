import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import { applicationAndRoleTogether, BOTH_OR_NEITHER, NOTHING_TO_ASSIGN } from './relationship';

const check = applicationAndRoleTogether.check;

describe('the relationship rule', () => {
  it('accepts a group, an application role, or both', () => {
    expect(check({ action: 'add', account_group_id: 2 })).toBeUndefined();
    expect(check({ action: 'add', app_code: 'workb', role_type_code: 'slink-sisl-user' })).toBeUndefined();
    expect(check({ action: 'add', account_group_id: 2, app_code: 'workb', role_type_code: 'slink-sisl-user' })).toBeUndefined();
  });
  it('refuses an application without a role and a role without an application', () => {
    expect(check({ app_code: 'workb' })?.message).toBe(BOTH_OR_NEITHER);
    expect(check({ account_group_id: 2, role_type_code: 'r' })?.message).toBe(BOTH_OR_NEITHER);
  });
  it('refuses a body that assigns nothing', () => {
    expect(check({ action: 'add' })).toEqual({ message: NOTHING_TO_ASSIGN, fields: ['account_group_id', 'app_code', 'role_type_code'] });
    expect(check({})?.message).toBe(NOTHING_TO_ASSIGN);
  });
  it('is what the shared validator answers (blank values count as not given)', () => {
    expect(validate('relationship', { action: 'add' })).toMatchObject({ valid: false, message: NOTHING_TO_ASSIGN });
    expect(validate('relationship', { action: 'add', account_group_id: '', app_code: null, role_type_code: ' ' }).message).toBe(
      NOTHING_TO_ASSIGN,
    );
    expect(validate('relationship', { action: 'add', account_group_id: 2 }).valid).toBe(true);
    // a malformed action is told first: it comes first in the form
    expect(validate('relationship', { action: 'remove' }).message).toBe("Action must be 'add'");
  });
});
