import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, leadInputSchema, type LeadInput } from '@cvc/domain';
import { db } from './firebase';
import { parseInput } from './invalidInput';

/** Public lead insert (SPEC §7): status 'new', a known source and a server timestamp, nothing else. */
export async function createLead(input: LeadInput): Promise<void> {
  const lead = parseInput(leadInputSchema, input);
  await addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
}
