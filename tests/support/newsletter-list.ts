import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LANGUAGES, type Language } from '@cvc/domain';
import { suppressionId } from '../../functions/src/mail/unsubscribeLink';
import { startedSend } from '../../functions/src/newsletter/editionBatch';

// A newsletter list at the size of a real one, for the suite and the bench that send an edition through the
// functions' code: confirmed subscribers in three languages, a published news item, an edition being sent. Both
// use a Firestore project of their own, so no trigger of the emulators' project delivers these mails.

export type Write = [collection: string, id: string, data: Record<string, unknown>];

export const subscriberAddress = (i: number) => `inscrito-${i}@empresa.test`;
export const subscriberLanguage = (i: number): Language => LANGUAGES[i % 3]!;

export const EDITION_SUBJECTS: Record<Language, string> = {
  pt: 'Novidades de novembro',
  en: 'November news',
  es: 'Novedades de noviembre',
};
/** The news item every edition here lists. */
export const EDITION_NEWS_ID = 'materia';

/** `count` confirmed subscribers, pt, en and es in turn, each under its address's id as the site stores it. */
export function confirmedSubscribers(count: number): Write[] {
  return Array.from({ length: count }, (_, i): Write => {
    const email = subscriberAddress(i);
    return [
      COLLECTIONS.newsletterSubscribers,
      suppressionId(email),
      { email, status: 'confirmed', language: subscriberLanguage(i), source: 'footer:/' },
    ];
  });
}

export function publishedNews(): Write {
  return [
    COLLECTIONS.news,
    EDITION_NEWS_ID,
    {
      title: 'Uma matéria',
      summary: 'O resumo.',
      slug: 'uma-materia',
      status: 'published',
      published_at: Timestamp.now(),
    },
  ];
}

export async function writeAll(db: Firestore, writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [collection, id, data] of writes.slice(i, i + 400))
      batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** Deletes the mails, subscribers and editions (the items stay: each write of them replaces the last). */
export async function wipeNewsletter(db: Firestore): Promise<void> {
  for (const name of [COLLECTIONS.mail, COLLECTIONS.newsletterSubscribers, COLLECTIONS.newsletterEditions]) {
    const docs = (await db.collection(name).get()).docs;
    for (let i = 0; i < docs.length; i += 400) {
      const batch = db.batch();
      docs.slice(i, i + 400).forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
}

/** An edition of the news item in the state the callable's send leaves it: sending, from the first subscriber. */
export async function sendingEdition(db: Firestore, id: string, recipients: number): Promise<void> {
  await db
    .collection(COLLECTIONS.newsletterEditions)
    .doc(id)
    .set({
      subject_pt: EDITION_SUBJECTS.pt,
      subject_en: EDITION_SUBJECTS.en,
      subject_es: EDITION_SUBJECTS.es,
      intro_pt: 'Olá',
      news_ids: [EDITION_NEWS_ID],
      status: 'sending',
      send: startedSend('staff-member', recipients),
    });
}
