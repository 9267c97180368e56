import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export const ShellLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={TopBar} menu={SideMenu}>
    {children}
  </Layout>
);
