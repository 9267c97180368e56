import type { AuthProvider } from 'react-admin';

/** An auth provider for component tests: always signed in, as slink-sys-admin. */
export const signedInAdmin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'slink-sys-admin',
};
