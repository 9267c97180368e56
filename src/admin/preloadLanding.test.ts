import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../resources';
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, SISL_ADMIN, SYS_ADMIN, type Role } from '../../language/roles';
import type { SessionData } from '../auth/session';
import { landingList, preloadLanding } from './preloadLanding';

const session = (role: Role, exp = Date.now() / 1000 + 3600): SessionData => ({
  email: 'a@example.com',
  first_name: 'A',
  last_name: 'B',
  role,
  account_group_names: [],
  account_group_ids: [],
  organizations: [],
  accounts: [],
  exp,
});

describe('the landing list', () => {
  it('is the list the path opens, forms of that list included', () => {
    const admin = session(SYS_ADMIN);
    expect(landingList('/admin', screens, admin)).toBe('users');
    expect(landingList('/admin/', screens, admin)).toBe('users');
    expect(landingList('/admin/1001/edit', screens, admin)).toBe('users');
    expect(landingList('/admin/create', screens, admin)).toBe('users');
    expect(landingList('/admin/apiclients', screens, admin)).toBe('apiclients');
    expect(landingList('/dashboard/DashboardListingPage', screens, session(ENGAGEMENT_MANAGER))).toBe('dashboards');
    expect(landingList('/admin/apilinks', screens, session(APILINK_MANAGER))).toBe('apilinks');
  });

  it('is none for pages, unknown paths, other roles and missing or expired sessions', () => {
    const admin = session(SYS_ADMIN);
    expect(landingList('/home', screens, admin)).toBeUndefined();
    expect(landingList('/admin/cache', screens, admin)).toBeUndefined();
    expect(landingList('/admin/nothing-here', screens, admin)).toBeUndefined();
    expect(landingList('/admin', screens, session(SISL_ADMIN))).toBeUndefined();
    expect(landingList('/admin/apiclients', screens, session(APILINK_MANAGER))).toBeUndefined();
    expect(landingList('/admin', screens, null)).toBeUndefined();
    expect(landingList('/admin', screens, session(SYS_ADMIN, Date.now() / 1000 - 1))).toBeUndefined();
  });

  it('is asked of the data provider before the screen asks', () => {
    const preloadList = vi.fn();
    preloadLanding('/admin/sislusers', screens, session(SISL_ADMIN), { preloadList });
    expect(preloadList).toHaveBeenCalledWith('sislusers');
    preloadLanding('/home', screens, session(SISL_ADMIN), { preloadList });
    expect(preloadList).toHaveBeenCalledTimes(1);
  });
});
