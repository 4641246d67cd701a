// What the site's reads use of firestore/lite, with the site's database: the chunk firestore.ts loads.
export {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore/lite';
export { db } from './firebase';
export { publicationTime } from './publicationTime';
