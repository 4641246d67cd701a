import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { HOME_LATEST_NEWS, type Language } from '@cvc/domain';
import { dateField, optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';
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
  /** The language its title and summary are in: the page's where translated, else Portuguese. */
  content_language: Language;
}

/** A news item as a page in `language` lists it: its version in that language, its slug there. */
export function toNewsTeaser(snapshot: DocumentSnapshot, language: Language): NewsTeaser {
  const doc = inLanguage('news', snapshot, language);
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
    content_language: doc.language,
  };
}

/** The latest published news, as many as the home shows, in the page's language. */
export const fetchLatestNews = readingAsOfNow(async function fetchLatestNews(
  language: Language,
): Promise<NewsTeaser[]> {
  const sdk = await firestore();
  const { getDocs, limit, query } = sdk;
  const snapshot = await getDocs(query(publishedArticles(sdk, 'news'), limit(HOME_LATEST_NEWS)));
  return snapshot.docs.filter((doc) => stillOnSite(doc)).map((doc) => toNewsTeaser(doc, language));
});
