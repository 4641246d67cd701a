import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { HOME_LATEST_NEWS } from '@cvc/domain';
import { dateField, optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { stillOnSite } from './stillOnSite';
import { publishedArticles } from './publishedQuery';
import { readingAsOfNow } from './publicationTime';

export interface NewsTeaser {
  id: string;
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
}

export function toNewsTeaser(doc: DocumentSnapshot): NewsTeaser {
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
  };
}

/** The latest published news, as many as the home shows. */
export const fetchLatestNews = readingAsOfNow(async function fetchLatestNews(): Promise<NewsTeaser[]> {
  const sdk = await firestore();
  const { getDocs, limit, query } = sdk;
  const snapshot = await getDocs(query(publishedArticles(sdk, 'news'), limit(HOME_LATEST_NEWS)));
  return snapshot.docs.filter((doc) => stillOnSite(doc)).map(toNewsTeaser);
});
