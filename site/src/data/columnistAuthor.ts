import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, type OpinionAuthor } from '@cvc/domain';
import { db } from './firebase';
import { optionalTextField, textField } from './convert';

/** The columnist fields joined onto an opinion (SPEC §7: name, position, company, photo_url). */
export async function fetchColumnistAuthor(columnistId: string): Promise<OpinionAuthor | null> {
  if (!columnistId) return null;
  const snapshot = await getDoc(doc(db, COLLECTIONS.columnists, columnistId));
  if (!snapshot.exists()) return null;
  return {
    name: textField(snapshot, 'name'),
    position: optionalTextField(snapshot, 'position'),
    company: optionalTextField(snapshot, 'company'),
    photo_url: optionalTextField(snapshot, 'photo_url'),
  };
}
