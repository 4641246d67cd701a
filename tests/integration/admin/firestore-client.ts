import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorAddress } from '../../../scripts/lib/emulators';

/**
 * A web-SDK Firestore client on a project of its own, so the provider tests neither see nor disturb the seed
 * of demo-cvc. The project gets open rules: these tests are about queries, not about the security boundary.
 */
export async function scratchFirestore(projectId: string): Promise<{
  db: Firestore;
  env: RulesTestEnvironment;
  close: () => Promise<void>;
}> {
  const [host, port] = emulatorAddress('firestore').split(':');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules:
        "rules_version = '2'; service cloud.firestore { match /{document=**} { allow read, write: if true; } }",
    },
  });
  await env.clearFirestore();
  const app: FirebaseApp = initializeApp({ projectId, apiKey: 'demo-key' }, projectId);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return {
    db,
    env,
    close: async () => {
      await deleteApp(app);
      await env.cleanup();
    },
  };
}
