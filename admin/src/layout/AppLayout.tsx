import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { AreaGuard } from './AreaGuard';
import { useClaimsSync } from './useClaimsSync';

/** react-admin's Layout gives the collapsible sidebar (wide or icons) and the burger drawer on mobile. */
export function AppLayout({ children }: { children: ReactNode }) {
  useClaimsSync();
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      <AreaGuard>{children}</AreaGuard>
    </Layout>
  );
}
