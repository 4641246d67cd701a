import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  REPEAT_LEAD_WINDOW_MS,
  findRepeatOf,
  leadEmailKey,
  type RepeatCandidate,
} from '@cvc/domain';

function candidate(id: string, data: DocumentData): RepeatCandidate {
  const created = data.created_at as Timestamp | undefined;
  return {
    id,
    email: String(data.email ?? ''),
    source: String(data.source ?? ''),
    created_at: typeof created?.toDate === 'function' ? created.toDate() : null,
  };
}

/**
 * The id of the latest earlier lead that `lead` (stored as `id`) repeats, or null. Two queries: the address as
 * typed finds a double submission even before its twin was stamped; `email_key` (written by receiveLead) finds
 * the same address in another case.
 */
export async function findEarlierLead(db: Firestore, lead: DocumentData, id: string): Promise<string | null> {
  const self = candidate(id, lead);
  if (!self.created_at || !self.email || !self.source) return null;
  const since = new Date(self.created_at.getTime() - REPEAT_LEAD_WINDOW_MS);
  const near = (field: 'email' | 'email_key', value: string) =>
    db
      .collection(COLLECTIONS.leads)
      .where(field, '==', value)
      .where('source', '==', self.source)
      .where('created_at', '>', since)
      .where('created_at', '<=', self.created_at)
      .orderBy('created_at', 'desc')
      .limit(5)
      .get();
  const [typed, keyed] = await Promise.all([
    near('email', self.email),
    near('email_key', leadEmailKey(self.email)),
  ]);
  const found = [...typed.docs, ...keyed.docs].map((doc) => candidate(doc.id, doc.data()));
  return findRepeatOf(self, found);
}
