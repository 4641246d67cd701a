import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LIST_PAGE_SIZE } from '@cvc/domain';
import { PROJECT_ID } from '../../support/emulators';

// Enough published news for a second page, and a report, dated as they are written (a millisecond apart) so
// they lead their lists whatever else the emulator holds: a later date would be a schedule, hidden until it
// comes. Ids no seed document uses; removed after the suite.

export const LIST_NEWS = Array.from({ length: LIST_PAGE_SIZE + 1 }, (_, index) => ({
  id: `it-ssr-news-${String(index + 1).padStart(2, '0')}`,
  title: `Notícia renderizada ${index + 1}`,
  slug: `it-noticia-renderizada-${index + 1}`,
  summary: 'Resumo.',
  content: 'Texto.',
  image_url: null,
  source_url: null,
  status: 'published',
  cvcs_mentioned: [],
  // Newest first: 1 is the newest, this many milliseconds before the write.
  msOld: index,
}));

export const LIST_REPORT = {
  id: 'it-ssr-report',
  title: 'Report renderizado no servidor',
  description: 'Descrição.',
  cover_image_url: null,
  category: null,
  is_free: true,
  price: null,
  checkout_url: null,
};

function db() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

export function writeListFixtures(): Promise<void> {
  return writeListFixturesAfter(null);
}

/** The fixtures dated after `earlier` (the share articles'), so that they lead those too. */
export async function writeListFixturesAfter(earlier: Timestamp | null): Promise<void> {
  // At most LIST_NEWS.length milliseconds: the oldest fixture must still come after `earlier`.
  while (earlier && Date.now() <= earlier.toMillis() + LIST_NEWS.length)
    await new Promise((r) => setTimeout(r, 2));
  const firestore = db();
  const created_at = Timestamp.now();
  const { id: reportId, ...report } = LIST_REPORT;
  const msBefore = (ms: number) => Timestamp.fromMillis(created_at.toMillis() - ms);
  await Promise.all([
    ...LIST_NEWS.map(({ id, msOld, ...news }) =>
      firestore
        .collection(COLLECTIONS.news)
        .doc(id)
        .set({ ...news, published_at: msBefore(msOld), created_at }),
    ),
    firestore
      .collection(COLLECTIONS.reports)
      .doc(reportId)
      .set({ ...report, published_at: created_at, created_at }),
  ]);
}

export async function removeListFixtures(): Promise<void> {
  const firestore = db();
  await Promise.all([
    ...LIST_NEWS.map(({ id }) => firestore.collection(COLLECTIONS.news).doc(id).delete()),
    firestore.collection(COLLECTIONS.reports).doc(LIST_REPORT.id).delete(),
  ]);
}
