import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { PROJECT_ID } from '../../support/emulators';

// Articles written by these suites only, with ids and slugs no seed document uses, so the seed may change
// freely and the suites may run in any order.
export const SHARE_NEWS = {
  id: 'it-share-news',
  title: 'Prévia & "compartilhamento" <de> notícias',
  slug: 'it-previa-compartilhamento-noticias',
  summary: "Resumo da notícia com 'aspas' para a prévia das redes sociais.",
  image_url: '/images/seed/it-share.svg',
};
export const SHARE_OPINION = {
  id: 'it-share-opinion',
  title: 'Opinião para a prévia de compartilhamento',
  slug: 'it-opiniao-previa-compartilhamento',
  summary: 'Resumo da opinião.',
};
export const SHARE_COLUMNIST = { id: 'it-share-columnist', name: 'Colunista da Prévia' };
export const DRAFT_NEWS = { id: 'it-share-draft', slug: 'it-rascunho-com-data' };

function db() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** Returns the time the articles are dated: a list written after them can lead them. */
export async function writeShareFixtures(): Promise<Timestamp> {
  const now = Timestamp.now();
  const base = { content: 'Primeiro parágrafo.\nSegundo parágrafo.', source_url: null, created_at: now };
  const firestore = db();
  await Promise.all([
    firestore
      .collection(COLLECTIONS.news)
      .doc(SHARE_NEWS.id)
      .set({ ...base, ...SHARE_NEWS, status: 'published', published_at: now, cvcs_mentioned: [] }),
    // A draft that still carries an old date is not public (SPEC §4).
    firestore
      .collection(COLLECTIONS.news)
      .doc(DRAFT_NEWS.id)
      .set({
        ...base,
        title: 'Rascunho com data',
        summary: 'x',
        slug: DRAFT_NEWS.slug,
        image_url: null,
        status: 'draft',
        published_at: now,
        cvcs_mentioned: [],
      }),
    firestore.collection(COLLECTIONS.columnists).doc(SHARE_COLUMNIST.id).set({
      name: SHARE_COLUMNIST.name,
      bio: 'Bio.',
      photo_url: null,
      position: 'Diretora',
      company: 'Empresa',
      linkedin_url: null,
      created_at: now,
    }),
    firestore
      .collection(COLLECTIONS.opinions)
      .doc(SHARE_OPINION.id)
      .set({
        ...base,
        ...SHARE_OPINION,
        image_url: null,
        partner_logo_url: null,
        status: 'published',
        published_at: now,
        columnist_id: SHARE_COLUMNIST.id,
      }),
  ]);
  return now;
}

export async function removeShareFixtures(): Promise<void> {
  const firestore = db();
  await Promise.all([
    firestore.collection(COLLECTIONS.news).doc(SHARE_NEWS.id).delete(),
    firestore.collection(COLLECTIONS.news).doc(DRAFT_NEWS.id).delete(),
    firestore.collection(COLLECTIONS.opinions).doc(SHARE_OPINION.id).delete(),
    firestore.collection(COLLECTIONS.columnists).doc(SHARE_COLUMNIST.id).delete(),
  ]);
}
