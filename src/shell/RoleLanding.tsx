import { Navigate } from 'react-router-dom';
import { Loading } from 'react-admin';
import { landingFor } from '../../language/roles';
import { useRole } from '../auth/useRole';

/** `/` goes to /home, /admin/about or /dashboard by role. */
export const RoleLanding = () => {
  const { role, isPending } = useRole();
  if (isPending) return <Loading />;
  return <Navigate to={landingFor(role)} replace />;
};
