import { Timestamp, deleteDoc, doc, updateDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@cvc/domain';
import type { Lead, LeadStatus } from '@cvc/domain';

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
    repeat_of: typeof data.repeat_of === 'string' ? data.repeat_of : null,
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
