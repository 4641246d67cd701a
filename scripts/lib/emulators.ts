import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUDIENCE_TIME_ZONE } from '@cvc/domain';
import { buildLauncherJar, findSdkFirestoreJar } from './firestore-emulator-jar';
import { withFunctionsNode } from './functions-node';
import { ensureLocalSecrets } from './local-mail';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-cvc';
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
export const EMULATORS = 'auth,firestore,functions,hosting';

type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | 'hub';
interface FirebaseJson {
  emulators: Record<EmulatorName, { host: string; port: number }>;
}

/** firebase.json is the one place that names the emulator ports. */
export function emulatorAddress(name: EmulatorName): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const { host, port } = config.emulators[name];
  return `${host}:${port}`;
}

/**
 * Switches the functions emulator's Firestore triggers off or on through its hub: while off, the Firestore
 * emulator sends them no events at all (bulk writes that would otherwise queue thousands of trigger runs).
 */
export async function setBackgroundTriggers(on: boolean): Promise<void> {
  const url = `http://${emulatorAddress('hub')}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`;
  const response = await fetch(url, { method: 'PUT' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
}

/**
 * Environment for firebase-tools on machines without internet: point it at the pre-installed Firestore
 * emulator (when a Cloud SDK is there), keep it from phoning home, and let the Java 17 warning pass.
 * firebase-tools runs the functions on the Node it runs on, so it starts on the functions' runtime.
 */
export function firebaseToolsEnv(): NodeJS.ProcessEnv {
  // Every emulator launch passes here; the functions then send mail to 127.0.0.1:1025 (scripts/lib/local-mail.ts).
  ensureLocalSecrets(ROOT);
  const env: NodeJS.ProcessEnv = {
    ...withFunctionsNode(process.env),
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    GCLOUD_PROJECT: PROJECT_ID,
    // firebase-admin (in functions, seed and tests) would otherwise probe the GCE metadata server for
    // credentials; on the emulators nothing needs them and nothing off this machine may be contacted.
    METADATA_SERVER_DETECTION: 'none',
    // Everything on the emulators reads dates where the audience does, as in production: the functions' server
    // renders (which set it themselves too), the browsers the tests and the bench drive (Chromium takes TZ) and
    // the tests' own expectations. A browser a day apart from the render would not hydrate it.
    TZ: AUDIENCE_TIME_ZONE,
  };
  const sdkJar = findSdkFirestoreJar();
  if (sdkJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = buildLauncherJar(sdkJar, join(ROOT, '.cache', 'emulators'));
  } else {
    console.warn('No Google Cloud SDK Firestore emulator found: firebase-tools will download its own.');
  }
  return env;
}

/** Env for clients of the running emulators (firebase-admin in scripts and tests). */
export function clientEnv(): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: emulatorAddress('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorAddress('auth'),
    GCLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
  };
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`Timed out waiting for ${url}`);
}
