import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, leadInputSchema, type LeadInput } from '@cvc/domain';
import { db } from './firebase';
import { parseInput } from './invalidInput';

/** Public lead insert (SPEC §7): status 'new', a known source and a server timestamp, nothing else; its id. */
export async function createLead(input: LeadInput): Promise<string> {
  const lead = parseInput(leadInputSchema, input);
  const created = await addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
  return created.id;
}
