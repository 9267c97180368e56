import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { useScreenAuthCheck } from './useScreenAuthCheck';

const Screen = ({ name }: { name: string }) => {
  useScreenAuthCheck(name);
  return <p>{name}</p>;
};

const withAuth = (checkAuth: AuthProvider['checkAuth']) => {
  const auth = {
    login: async () => undefined,
    logout: vi.fn(async () => false as const),
    checkAuth: vi.fn(checkAuth),
    checkError: async () => undefined,
    getPermissions: async () => 'slink-sys-admin',
  } satisfies AuthProvider;
  const ui = (name: string) => (
    <AdminContext authProvider={auth} store={memoryStore()}>
      <Screen name={name} />
    </AdminContext>
  );
  return { auth, ui };
};

describe('the session check of a screen', () => {
  it('signs out when a screen mounts without a valid session', async () => {
    const { auth, ui } = withAuth(async () => Promise.reject({ message: false }));
    render(ui('users'));
    await waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
  });

  it('checks once per screen: not again as the screen draws again, again for another screen', async () => {
    const { auth, ui } = withAuth(async () => undefined);
    const { rerender } = render(ui('users'));
    await waitFor(() => expect(auth.checkAuth).toHaveBeenCalledTimes(1));
    rerender(ui('users'));
    rerender(ui('users'));
    expect(auth.checkAuth).toHaveBeenCalledTimes(1);
    rerender(ui('apiclients'));
    await waitFor(() => expect(auth.checkAuth).toHaveBeenCalledTimes(2));
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
