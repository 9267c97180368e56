import type { Role } from '../../schemas';
import { SYS_ADMIN } from '../../language/roles';

/** Applications whose role list is not narrowed (the requirements, Assign form). */
const UNNARROWED = ['all', 'workb'];

/** The role picker lists the chosen application's roles plus the system-admin role. */
export const rolesForApplication = <R extends Role>(roles: readonly R[], application: string | undefined): R[] =>
  !application || UNNARROWED.includes(application)
    ? [...roles]
    : roles.filter((r) => r.application_type_code === application || r.role_type_code === SYS_ADMIN);
