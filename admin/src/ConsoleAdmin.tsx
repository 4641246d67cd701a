import { CssBaseline } from '@mui/material';
import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  localStorageStore,
  useNotificationContext,
  type AdminProps,
} from 'react-admin';
import { consoleTheme } from './layout/theme';
import { withDefaultLocale } from './providers/withDefaultLocale';

/** A react-admin page fetched on first use, with its own Suspense boundary (some render outside the layout's). */
function lazyPage<Name extends keyof typeof import('./layout/adminPages')>(name: Name) {
  const Page = lazy(() =>
    import('./layout/adminPages').then((pages) => ({
      default: pages[name] as ComponentType<Record<string, unknown>>,
    })),
  );
  return function LazyPage(props: Record<string, unknown>) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

const AccessDenied = lazyPage('AccessDenied');
const AuthCallback = lazyPage('AuthCallback');
const AuthenticationError = lazyPage('AuthenticationError');
const ErrorPage = lazyPage('ErrorPage') as unknown as NonNullable<
  ComponentProps<typeof CoreAdminUI>['error']
>;
const NotFound = lazyPage('NotFound');
const Notification = lazyPage('Notification');

/**
 * react-admin's toast, mounted with the first notification: on the login page that is usually never, so its
 * chunk (Snackbar, buttons, transitions) is neither fetched nor evaluated while the member is about to type.
 */
function NotificationOnDemand() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? <Notification /> : null;
}

// As <Admin>: preferences (sidebar, list filters) survive a reload.
const store = withDefaultLocale(localStorageStore());

type ConsoleAdminProps = Pick<
  AdminProps,
  | 'authProvider'
  | 'children'
  | 'dashboard'
  | 'dataProvider'
  | 'disableTelemetry'
  | 'i18nProvider'
  | 'layout'
  | 'loading'
  | 'loginPage'
  | 'requireAuth'
  | 'title'
>;

/**
 * react-admin's <Admin> (AdminContext + AdminUI) without AdminUI's static imports of its default layout, login,
 * error and not-found pages: the console replaces or lazy-loads each, so the first chunk holds the login only.
 */
export function ConsoleAdmin({
  authProvider,
  dataProvider,
  i18nProvider,
  children,
  ...ui
}: ConsoleAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={consoleTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={NotFound}
          error={ErrorPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <NotificationOnDemand />
      </CssBaseline>
    </AdminContext>
  );
}
