import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { EmulatorMockTokenOptions } from 'firebase/firestore/lite';
import { doc, setDoc, type DocumentData, type Firestore } from './rules-firestore';
import { COLLECTIONS, PERMISSION_KEYS } from '@cvc/domain';
import type { PermissionKey, StaffClaims } from '@cvc/domain';
import { ROOT, emulatorAddress } from '../../scripts/lib/emulators';

/** Its own project id, so rules tests never touch the seed of demo-cvc. */
export const RULES_PROJECT_ID = 'demo-rules';
export const RULES_FILE = join(ROOT, 'firestore.rules');

export function firestoreHost(): string {
  return process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore');
}

let env: RulesTestEnvironment | null = null;

export async function startRulesEnv(): Promise<RulesTestEnvironment> {
  // Denials are the point of these tests; the SDK would log each one as an error.
  setLogLevel('silent');
  const [host = '127.0.0.1', port = '8080'] = firestoreHost().split(':');
  env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(RULES_FILE, 'utf8'), host, port: Number(port) },
  });
  await env.clearFirestore();
  return env;
}

export function rulesEnv(): RulesTestEnvironment {
  if (!env) throw new Error('startRulesEnv() first');
  return env;
}

const apps = new Map<Firestore, FirebaseApp>();
let appCount = 0;

/**
 * A lite client of the rules project as `token` (the emulators' unsigned ID token; 'owner' passes the rules by,
 * as @firebase/rules-unit-testing's withSecurityRulesDisabled does), each its own app.
 */
function liteClient(token?: EmulatorMockTokenOptions | 'owner'): Firestore {
  const app = initializeApp({ projectId: RULES_PROJECT_ID }, `rules-${++appCount}`);
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = firestoreHost().split(':');
  connectFirestoreEmulator(db, host, Number(port), token ? { mockUserToken: token } : {});
  apps.set(db, app);
  return db;
}

export async function stopRulesEnv(): Promise<void> {
  server = null;
  await Promise.all([...apps.values()].map((app) => deleteApp(app)));
  apps.clear();
  await env?.cleanup();
  env = null;
}

let server: Firestore | null = null;
/** Seeds with the rules switched off, as the Admin SDK would. */
export function asServer<T>(write: (db: Firestore) => Promise<T>): Promise<T> {
  rulesEnv();
  server ??= liteClient('owner');
  return write(server);
}

/**
 * Who asks: a visitor, a signed-in user without a staff record, a holder of one key, an admin; and each staff
 * actor again signed in with the password alone (`secondFactor: false`), who must get what a visitor gets.
 */
export interface Actor {
  id: string;
  uid: string | null;
  claims: StaffClaims | null;
  /** The token's sign-in proved a second factor (`firebase.sign_in_second_factor`). */
  secondFactor: boolean;
}

export const ANONYMOUS: Actor = { id: 'anonymous', uid: null, claims: null, secondFactor: false };
export const NO_RECORD: Actor = {
  id: 'signed-in-no-record',
  uid: 'uid-no-record',
  claims: null,
  secondFactor: false,
};
export const ADMIN: Actor = { id: 'admin', uid: 'uid-admin', claims: { role: 'admin' }, secondFactor: true };
export function staffWith(key: PermissionKey): Actor {
  return {
    id: `staff-${key}`,
    uid: `uid-staff-${key}`,
    claims: { perms: { [key]: true } },
    secondFactor: true,
  };
}
/** The same member, record and claims, holding a token from a sign-in with the password alone. */
export function passwordOnly(actor: Actor): Actor {
  return {
    ...actor,
    id: `password-only-${actor.id}`,
    uid: `uid-password-only-${actor.id}`,
    secondFactor: false,
  };
}
const STAFF_ACTORS: readonly Actor[] = [...PERMISSION_KEYS.map(staffWith), ADMIN];
export const ACTORS: readonly Actor[] = [
  ANONYMOUS,
  NO_RECORD,
  ...STAFF_ACTORS,
  ...STAFF_ACTORS.map(passwordOnly),
];

/** The Firebase part of an emulator ID token: a password sign-in, with the SMS step when the actor took it. */
export function signInClaims(secondFactor: boolean) {
  return {
    firebase: {
      sign_in_provider: 'password' as const,
      identities: {},
      ...(secondFactor ? { sign_in_second_factor: 'phone', second_factor_identifier: 'factor-1' } : {}),
    },
  };
}

/**
 * The admin_users record behind an actor's claims, as the staff callables write it. The rules trust a claim
 * only while the record still grants the same, so every staff actor needs one; visitors have none.
 */
export function staffRecordOf(actor: Actor): DocumentData | null {
  if (!actor.uid || !actor.claims) return null;
  // The factor the actors' tokens prove ('factor-1'), approved as a member's confirmation by mail leaves it.
  const base = { email: `${actor.id}@cvc.local`, name: actor.id, approved_factors: ['factor-1'] };
  if (actor.claims.role === 'admin') return { ...base, role: 'admin', permissions: {} };
  return { ...base, permissions: { ...actor.claims.perms } };
}

export function seedStaffRecords(actors: readonly Actor[] = ACTORS): Promise<void> {
  return asServer(async (db) => {
    for (const actor of actors) {
      const record = staffRecordOf(actor);
      if (actor.uid && record) await setDoc(doc(db, COLLECTIONS.adminUsers, actor.uid), record);
    }
  });
}

/** A client holding an emulator ID token for `uid` with exactly these claims (as rules-unit-testing makes it). */
export function dbWithToken(uid: string, claims: Record<string, unknown>): Firestore {
  rulesEnv();
  return liteClient({ ...claims, sub: uid, user_id: uid });
}

/** A new client for the actor, with the ID token its sign-in would give (as rules-unit-testing makes it). */
export function freshDb(actor: Actor): Firestore {
  rulesEnv();
  if (!actor.uid) return liteClient();
  return liteClient({
    ...actor.claims,
    ...signInClaims(actor.secondFactor),
    sub: actor.uid,
    user_id: actor.uid,
  });
}

export async function closeDb(db: Firestore): Promise<void> {
  const app = apps.get(db);
  apps.delete(db);
  if (app) await deleteApp(app);
}

const dbs = new Map<string, Firestore>();
/** The client Firestore of an actor, as a hostile or honest web client would hold it. */
export function dbAs(actor: Actor): Firestore {
  const cached = dbs.get(actor.id);
  if (cached) return cached;
  const db = freshDb(actor);
  dbs.set(actor.id, db);
  return db;
}
export function forgetActors(): void {
  dbs.clear();
}

/** true when the rules allowed the call, false on PERMISSION_DENIED; anything else is a test bug. */
export async function allowed(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

export const allow = (call: Promise<unknown>) => assertSucceeds(call);
export const deny = (call: Promise<unknown>) => assertFails(call);
