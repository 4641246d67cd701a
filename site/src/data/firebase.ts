import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { initAppCheck } from '@cvc/web';

// The public site reads through firestore/lite (REST, no listeners): a third of the full SDK's weight.
const app = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

// firestore/lite attaches App Check tokens only once App Check exists on the app (before that it sends none),
// so when a site key is configured no module can use `db` until App Check is initialised: hence the top-level
// await. Without a key (emulator builds) and in the prerender (SSR) build this line is folded to `null`.
export const appCheck =
  !import.meta.env.SSR && import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
    ? await initAppCheck(app, import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
    : null;

export const db = getFirestore(app);

const emulatorHost = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
if (emulatorHost) {
  const [host, port] = emulatorHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
}
