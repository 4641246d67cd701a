import type { Query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@cvc/domain';
import type { FirestoreSdk } from './firestore';

/**
 * Published news or opinions whose time has come (a later published_at is a schedule), newest first. Both
 * `where`s are the visibility rule of SPEC §4 that firestore.rules enforces: the rules are not filters, so a
 * query without them is refused.
 */
export function publishedArticles(
  { collection, db, orderBy, publicationTime, query, where }: FirestoreSdk,
  kind: 'news' | 'opinions',
): Query {
  return query(
    collection(db, COLLECTIONS[kind]),
    where('status', '==', 'published'),
    where('published_at', '<=', publicationTime()),
    orderBy('published_at', 'desc'),
  );
}
