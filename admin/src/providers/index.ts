import { createAuthProvider } from './authProvider';
import { lazyDataProvider } from './lazyDataProvider';

// The login page's first chunk holds neither SDK: Auth (with App Check) loads with the first auth call, and
// Firestore, the domain schemas and the callables with the first data call, after sign-in.
export const authProvider = createAuthProvider(() => import('./firebaseApp').then((module) => module.auth));
export const dataProvider = lazyDataProvider(() =>
  import('./consoleDataProvider').then((module) => module.consoleDataProvider),
);
export type { ConsoleDataProvider } from './consoleDataProvider';
