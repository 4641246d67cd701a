import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, HOME_LATEST_NEWS } from '@cvc/domain';
import { db } from './firebase';
import { dateField, optionalTextField, textField } from './convert';

export interface NewsTeaser {
  id: string;
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
}

/** The latest published news; the `where`s mirror the visibility rule the security rules enforce. */
export async function fetchLatestNews(count: number = HOME_LATEST_NEWS): Promise<NewsTeaser[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.news),
      where('status', '==', 'published'),
      where('published_at', '!=', null),
      orderBy('published_at', 'desc'),
      limit(count),
    ),
  );
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
  }));
}
