import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { initAppCheck } from '@cvc/web';

// Only the app, App Check and Auth, fetched by the authProvider's first call (providers/index.ts). Firestore
// lives in firebase.ts, loaded with the first screen behind the login.
export const app = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

// Firestore and the callables send an App Check token only if App Check already exists on the app when they
// ask for one, so with a site key nothing can use `auth`/`db` before it is initialised: hence the top-level
// await. Without a key (emulator builds) this line is folded to `null` and firebase/app-check is never loaded.
export const appCheck = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
  ? await initAppCheck(app, import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
  : null;

// The console signs in with email and password only. getAuth() would also bring the popup/redirect resolver,
// which on Safari and phones loads Firebase's sign-in frame at start-up, a frame the CSP's frame-src refuses.
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const { VITE_AUTH_EMULATOR_HOST: authHost } = import.meta.env;
if (authHost) connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
