import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, leadInputSchema, type LeadInput } from '@cvc/domain';
import { db } from './firebase';

/** Public lead insert (SPEC §7): status 'new', a known source and a server timestamp, nothing else. */
export async function createLead(input: LeadInput): Promise<void> {
  const lead = leadInputSchema.parse(input);
  await addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
}
