import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

const app = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

export const auth = getAuth(app);
export const db = getFirestore(app);

const { VITE_AUTH_EMULATOR_HOST: authHost, VITE_FIRESTORE_EMULATOR_HOST: firestoreHost } = import.meta.env;
if (authHost) connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
if (firestoreHost) {
  const [host, port] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
}
