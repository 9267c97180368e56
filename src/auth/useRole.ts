import { usePermissions } from 'react-admin';
import type { Role } from '../../language/roles';

/** The one role of the signed-in user, from session data. */
export const useRole = () => {
  const { permissions, isPending } = usePermissions<Role | undefined>();
  return { role: permissions, isPending };
};
