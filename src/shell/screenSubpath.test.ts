import { describe, expect, it } from 'vitest';
import { homeAbout } from '../../resources/pages';
import { roleList } from '../../resources/roleList';
import { users } from '../../resources/users';
import { ownsSubpath } from './screenSubpath';

describe('ownsSubpath', () => {
  it('a screen owns its own route', () => {
    expect(ownsSubpath(users, '')).toBe(true);
    expect(ownsSubpath(users, undefined)).toBe(true);
    expect(ownsSubpath(homeAbout, '/')).toBe(true);
  });

  it('a resource owns create and <id>/<mode> of the modes it declares', () => {
    expect(ownsSubpath(users, 'create')).toBe(true);
    expect(ownsSubpath(users, '42/edit')).toBe(true);
    expect(ownsSubpath(users, '42/attribute')).toBe(true);
  });

  it('an unknown path under a route is not the screen (the catch-all answers)', () => {
    expect(ownsSubpath(users, 'apilinks')).toBe(false);
    expect(ownsSubpath(users, 'transformations')).toBe(false);
    expect(ownsSubpath(users, '42/unknown')).toBe(false);
    expect(ownsSubpath(users, '42/create')).toBe(false);
    expect(ownsSubpath(users, '42/edit/more')).toBe(false);
    expect(ownsSubpath(homeAbout, 'anything')).toBe(false);
  });

  it('a read-only list has no create route', () => {
    expect(ownsSubpath(roleList, 'create')).toBe(false);
  });
});
