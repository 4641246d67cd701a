import { deleteApp, initializeApp, initializeServerApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { initAppCheck } from '@cvc/web';

const config = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

// The public site reads through firestore/lite (REST, no listeners): a third of the full SDK's weight.
const app = initializeApp(config);

// firestore/lite attaches App Check tokens only once App Check exists on the app (before that it sends none),
// so when a site key is configured no module can use `db` until App Check is initialised: hence the top-level
// await. Without a key (emulator builds) and in the server build this line is folded to `null`. Only a module a
// form or a browser read loads imports this one, so a landing visitor never loads App Check or reCAPTCHA.
export const appCheck =
  !import.meta.env.SSR && import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
    ? await initAppCheck(app, import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
    : null;

function firestoreOf(firebaseApp: FirebaseApp): Firestore {
  const firestore = getFirestore(firebaseApp);
  const emulatorHost = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  if (emulatorHost) {
    const [host, port] = emulatorHost.split(':');
    connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port));
  }
  return firestore;
}

/** The site's database; on the server, the one whose requests carry the current App Check token (below). */
export let db = firestoreOf(app);

/** Renders already reading through a replaced server app finish well within this; then it is deleted. */
const RETIRED_APP_GRACE_MS = 60_000;
let serverToken: string | undefined;

/**
 * Server render only: from now on the reads carry `token`, an App Check token the functions minted for the
 * site's web app, so they pass when App Check is enforced on Firestore. They stay anonymous, so the rules
 * still decide what a page shows. A FirebaseServerApp holds one token for its life: each token gets its own.
 */
export function readWithAppCheckToken(token: string): void {
  if (token === serverToken) return;
  serverToken = token;
  const retired = db.app;
  db = firestoreOf(initializeServerApp(config, { appCheckToken: token }));
  if (retired === app) return;
  const timer = setTimeout(() => void deleteApp(retired), RETIRED_APP_GRACE_MS);
  (timer as { unref?: () => void }).unref?.();
}
