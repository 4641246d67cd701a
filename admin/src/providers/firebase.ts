import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { app, appCheck, auth } from './firebaseApp';

// The screens behind the login import Firestore from here; the login page never loads it.
export { app, appCheck, auth };
export const db = getFirestore(app);

const { VITE_FIRESTORE_EMULATOR_HOST: firestoreHost } = import.meta.env;
if (firestoreHost) {
  const [host, port] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
}
