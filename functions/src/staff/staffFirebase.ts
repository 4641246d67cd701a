import { adminApp } from '../shared/adminApp';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { COLLECTIONS } from '@cvc/domain';

/** The Admin SDK handles of the staff callables; another function may already have initialised the app. */
export function staffFirebase() {
  const app = adminApp();
  const db = getFirestore(app);
  const staff = db.collection(COLLECTIONS.adminUsers);
  return {
    auth: getAuth(app),
    db,
    staffDoc: (uid: string) => staff.doc(uid),
    /** Every admin record: read inside the transactions that must leave at least one. */
    admins: staff.where('role', '==', 'admin'),
  };
}

/** 18 random bytes: 24 URL-safe characters, far beyond guessing, shown once to the inviting admin. */
export function oneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}
