import { describe, expect, it } from 'vitest';
import { rolesForApplication } from './rolesForApplication';

const roles = [
  { role_type_code: 'slink-sys-admin', role_name: 'System Admin', application_type_code: 'slink' },
  { role_type_code: 'ivr-op', role_name: 'IVR operator', application_type_code: 'ivr' },
  { role_type_code: 'sms-op', role_name: 'SMS operator', application_type_code: 'sms' },
];

describe('role picker narrowing', () => {
  it("lists the application's roles plus the system-admin role", () => {
    expect(rolesForApplication(roles, 'ivr').map((r) => r.role_type_code)).toEqual(['slink-sys-admin', 'ivr-op']);
  });
  it('does not narrow for all, workb or no application', () => {
    expect(rolesForApplication(roles, 'all')).toHaveLength(3);
    expect(rolesForApplication(roles, 'workb')).toHaveLength(3);
    expect(rolesForApplication(roles, undefined)).toHaveLength(3);
  });
});
