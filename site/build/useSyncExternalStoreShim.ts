// react-i18next imports the use-sync-external-store shim, which polyfills the hook for React versions before 18
// and otherwise hands over React's own: the site runs React 19, so the browser gets React's hook directly.
export { useSyncExternalStore } from 'react';
