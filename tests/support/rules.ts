import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
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

export async function stopRulesEnv(): Promise<void> {
  await env?.cleanup();
  env = null;
}

/** Seeds with the rules switched off, as the Admin SDK would. */
export function asServer<T>(write: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T;
  return rulesEnv()
    .withSecurityRulesDisabled(async (context) => {
      result = await write(context.firestore() as unknown as Firestore);
    })
    .then(() => result);
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

/**
 * A new client for the actor. Each holds its own write stream, whose retry backoff grows with every denied
 * write, so long runs of denials get fresh clients instead of one ever slower stream.
 */
export function freshDb(actor: Actor): Firestore {
  const context = actor.uid
    ? rulesEnv().authenticatedContext(actor.uid, { ...actor.claims, ...signInClaims(actor.secondFactor) })
    : rulesEnv().unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

/** The test contexts hand out compat instances, which the modular terminate() cannot close. */
export function closeDb(db: Firestore): Promise<void> {
  return (db as unknown as { terminate(): Promise<void> }).terminate();
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
