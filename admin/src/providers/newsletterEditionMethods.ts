import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { NEWSLETTER_EDITION_PATH } from '@cvc/web';
import { COLLECTIONS, FUNCTIONS_REGION, browserPublicationTime, toIsoDate } from '@cvc/domain';
import type { EditionItemKind, EditionRequest, EditionResult } from '@cvc/domain';
import { app } from './firebaseApp';
import { fromFirestore } from './firestoreValues';

/** Items of each kind an edition's picker offers. */
export const EDITION_CHOICES_MAX = 20;

/** A published item as the picker and the edition's page name it. */
export type EditionItem = {
  id: string;
  title: string;
  /** When it came out (news, opinions, reports), or the event's day 'YYYY-MM-DD'. */
  date: Date | string | null;
};

const COLLECTION_OF: Record<EditionItemKind, string> = {
  news: COLLECTIONS.news,
  opinions: COLLECTIONS.opinions,
  reports: COLLECTIONS.reports,
  events: COLLECTIONS.events,
};

function toItem(kind: EditionItemKind, snapshot: DocumentSnapshot): EditionItem {
  const data = fromFirestore(snapshot.data() ?? {}) as Record<string, unknown>;
  const date = kind === 'events' ? data.date : data.published_at;
  return {
    id: snapshot.id,
    title: typeof data.title === 'string' ? data.title : '',
    date: date instanceof Date || typeof date === 'string' ? date : null,
  };
}

/**
 * What a holder of `leads` alone may list: each query carries the visibility filters the rules ask of the
 * public (published with a date that has come, so no scheduled item; an enabled event, its publication time
 * come too), the same shapes, and so the same indexes, as the site's.
 */
function offered(db: Firestore, kind: EditionItemKind, now: Date, publishedBy: Date) {
  const items = collection(db, COLLECTION_OF[kind]);
  const today = toIsoDate(now);
  const newest = [
    where('published_at', '<=', publishedBy),
    orderBy('published_at', 'desc'),
    limit(EDITION_CHOICES_MAX),
  ];
  switch (kind) {
    case 'news':
    case 'opinions':
      return query(items, where('status', '==', 'published'), ...newest);
    case 'reports':
      return query(items, ...newest);
    case 'events':
      return query(
        items,
        where('enabled', '==', true),
        where('date', '>=', today),
        where('published_at', '<=', publishedBy),
        orderBy('date', 'asc'),
        limit(EDITION_CHOICES_MAX),
      );
  }
}

/**
 * The newsletter editions screen's calls, as extra dataProvider methods: the newsletterEdition callable through
 * its same-origin Hosting rewrite (like personalData), and the reads of the items an edition picks from.
 */
export function newsletterEditionMethods(db: Firestore) {
  return {
    async newsletterEdition(request: EditionRequest): Promise<EditionResult> {
      const functions = getFunctions(app, FUNCTIONS_REGION);
      const url = new URL(NEWSLETTER_EDITION_PATH, window.location.origin).href;
      const result = await httpsCallableFromURL<EditionRequest, EditionResult>(functions, url)(request);
      return result.data;
    },

    /** Published items newest first; events from today (São Paulo) on, soonest first. */
    async editionItemChoices(kind: EditionItemKind, now = new Date()): Promise<EditionItem[]> {
      // Asked as of this browser's clock; if it runs ahead of Firestore's the rules refuse that, so it is asked
      // again a margin earlier (an item published in the last minutes is then offered a little later).
      const snapshot = await getDocs(offered(db, kind, now, now)).catch(() =>
        getDocs(offered(db, kind, now, browserPublicationTime(now))),
      );
      return snapshot.docs.map((item) => toItem(kind, item));
    },

    /**
     * Picked items by id, one read each (at most EDITION_ITEMS_MAX). One no longer public is left out: the rules
     * refuse its read to a member without its key, and the mail leaves it out anyway.
     */
    async editionItems(kind: EditionItemKind, ids: readonly string[]): Promise<EditionItem[]> {
      const read = await Promise.all(
        ids.map((id) =>
          getDoc(doc(db, COLLECTION_OF[kind], id)).then(
            (snapshot) => (snapshot.exists() ? toItem(kind, snapshot) : null),
            () => null,
          ),
        ),
      );
      return read.filter((item) => item !== null);
    },
  };
}
