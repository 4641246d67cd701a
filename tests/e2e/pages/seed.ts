import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CVC_DIRECTORY_COLLECTION, normaliseCvcName } from '@cvc/domain';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { uniqueSuffix } from '../../support/unique';

/** firebase-admin on the emulator (FIRESTORE_EMULATOR_HOST comes from emulators:exec): sees past the rules. */
export function adminDb() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

export interface PublishedArticle {
  id: string;
  title: string;
  slug: string;
  summary: string;
  content: string;
  columnist_id?: string;
  cvcs_mentioned?: string[];
}

/** Published articles of the seed, newest first, read the way the site must see them. */
export async function publishedArticles(collection: 'news' | 'opinions'): Promise<PublishedArticle[]> {
  const snapshot = await adminDb()
    .collection(COLLECTIONS[collection])
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .get();
  return snapshot.docs
    .filter((doc) => doc.get('published_at'))
    .map((doc) => ({ id: doc.id, ...(doc.data() as Omit<PublishedArticle, 'id'>) }));
}

export async function columnistName(id: string): Promise<string> {
  return String((await adminDb().collection(COLLECTIONS.columnists).doc(id).get()).get('name'));
}

/** The sector the CVC directory gives a name, as fetch-cvc-info finds it. */
export async function cvcSector(name: string): Promise<string | undefined> {
  const snapshot = await adminDb()
    .collection(CVC_DIRECTORY_COLLECTION)
    .where('name_key', '==', normaliseCvcName(name))
    .get();
  return snapshot.docs[0]?.get('sector') as string | undefined;
}

/** Leads whose e-mail is the given one; every spec uses a unique address. */
export async function leadsByEmail(email: string) {
  const snapshot = await adminDb().collection(COLLECTIONS.leads).where('email', '==', email).get();
  return snapshot.docs.map((doc) => doc.data());
}

export const uniqueEmail = (tag: string) => `e2e-pages-${tag}-${uniqueSuffix()}@example.com`;
