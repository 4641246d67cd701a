import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, HOME_LATEST_NEWS } from '@cvc/domain';
import { db } from './firebase';

export interface NewsTeaser {
  id: string;
  title: string;
  slug: string;
}

/** The latest published news; the `where` mirrors the visibility rule the security rules enforce. */
export async function fetchLatestNews(): Promise<NewsTeaser[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.news),
      where('status', '==', 'published'),
      where('published_at', '!=', null),
      orderBy('published_at', 'desc'),
      limit(HOME_LATEST_NEWS),
    ),
  );
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    title: String(doc.get('title')),
    slug: String(doc.get('slug')),
  }));
}
