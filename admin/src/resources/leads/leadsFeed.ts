import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { COLLECTIONS, LEADS_MAX } from '@cvc/domain';
import type { Lead, LeadStatus } from '@cvc/domain';

/**
 * The leads screen listens instead of polling (SPEC §9 polls 1000 leads every 10 s: ~360,000 reads an hour
 * per open tab). The first snapshot reads the newest LEADS_MAX once; after that Firestore sends only the
 * documents that change, so an idle screen reads nothing and a new lead shows up within a second.
 */
export function subscribeToLeads(
  db: Firestore,
  onLeads: (leads: Lead[]) => void,
  onError: (error: Error) => void,
): () => void {
  const newestFirst = query(
    collection(db, COLLECTIONS.leads),
    orderBy('created_at', 'desc'),
    limit(LEADS_MAX),
  );
  return onSnapshot(
    newestFirst,
    (snapshot) => onLeads(snapshot.docs.map((d) => toLead(d.id, d.data()))),
    onError,
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Tolerant of hand-edited documents: a missing field shows blank rather than breaking the table. */
export function toLead(id: string, data: Record<string, unknown>): Lead {
  const created = data.created_at;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    company: text(data.company),
    phone: text(data.phone),
    position: typeof data.position === 'string' ? data.position : null,
    source: text(data.source) as Lead['source'],
    status: (text(data.status) || 'new') as LeadStatus,
    notes: typeof data.notes === 'string' ? data.notes : null,
    created_at: created instanceof Timestamp ? created.toDate() : null,
  };
}

export function updateLeadStatus(db: Firestore, id: string, status: LeadStatus): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.leads, id), { status });
}

/** Blank notes are stored as null, as every other empty optional field. */
export function updateLeadNotes(db: Firestore, id: string, notes: string): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.leads, id), { notes: notes.trim() === '' ? null : notes });
}

export function deleteLead(db: Firestore, id: string): Promise<void> {
  return deleteDoc(doc(db, COLLECTIONS.leads, id));
}
