import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPage } from '../components/LoadingBlock';

const AppLayout = lazy(() => import('./AppLayout').then((module) => ({ default: module.AppLayout })));

/**
 * The layout (menu, header, the claims listener and with it Firestore) loads after sign-in; the login page
 * never renders it. react-admin gives the layout no Suspense boundary of its own, hence this one.
 */
export function LazyAppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
