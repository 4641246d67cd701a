import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { ROOT, emulatorAddress } from '../../scripts/lib/emulators';

/** The web config the site is built with (.env.emulator): the public, unauthenticated client of demo-cvc. */
function publicWebConfig() {
  const env = Object.fromEntries(
    readFileSync(join(ROOT, '.env.emulator'), 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

/**
 * A visitor's Firestore client, as the public site makes it (firebase/firestore/lite, no sign-in), each one
 * its own app so that concurrent clients share no connection or queue.
 */
export function publicFirestore(name: string): { db: Firestore; close: () => Promise<void> } {
  const app = initializeApp(publicWebConfig(), name);
  const db = getFirestore(app);
  const [host, port] = emulatorAddress('firestore').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return { db, close: () => deleteApp(app) };
}
