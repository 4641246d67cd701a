import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { continueSendingEditions } from '../../../functions/src/newsletter/continueEditions';
import {
  EDITION_MAIL_FIELD,
  editionMailId,
  sendEditionBatch,
} from '../../../functions/src/newsletter/editionBatch';
import { mailDocument } from '../../../functions/src/mail/queue';
import {
  MAIL_SUPPRESSIONS_COLLECTION,
  isValidUnsubscribeSignature,
  suppressionId,
} from '../../../functions/src/mail/unsubscribeLink';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import {
  EDITION_SUBJECTS as SUBJECT,
  confirmedSubscribers,
  publishedNews,
  sendingEdition,
  subscriberLanguage as languageOf,
  wipeNewsletter,
  writeAll,
  type Write,
} from '../../support/newsletter-list';

// An edition's batches on the real Firestore emulator at the size of a real list: 1,000 confirmed subscribers in
// three languages. A project of its own, so no trigger delivers these 1,000 mails (the sender is tested apart,
// and editionSend.test.ts follows a small edition to the SMTP server); here the question is who is queued what.

const app = initializeApp({ projectId: 'demo-newsletter-editions' }, 'newsletter-editions');
const db = getFirestore(app);
const SECRET = LOCAL_SECRETS.UNSUBSCRIBE_SECRET;
const ORIGIN = 'https://cvc.example';
const SIZE = 100;
const options = { size: SIZE, origin: ORIGIN, secret: SECRET };

const CONFIRMED = 1000;

beforeAll(async () => {
  await wipeNewsletter(db);
  const writes: Write[] = confirmedSubscribers(CONFIRMED);
  // Who must get nothing: a request never confirmed, a subscription that ended, and a confirmed address that
  // unsubscribed from all mail (its suppression entry) before its status was seen.
  for (const [email, status] of [
    ['pendente@empresa.test', 'pending'],
    ['saiu@empresa.test', 'unsubscribed'],
    ['suprimido@empresa.test', 'confirmed'],
  ] as const) {
    writes.push([COLLECTIONS.newsletterSubscribers, suppressionId(email), { email, status, language: 'pt' }]);
  }
  writes.push([MAIL_SUPPRESSIONS_COLLECTION, suppressionId('suprimido@empresa.test'), { source: 'page' }]);
  writes.push(publishedNews());
  await writeAll(db, writes);
}, 60_000);

afterAll(() => wipeNewsletter(db));

const newEdition = (id: string) => sendingEdition(db, id, CONFIRMED + 1);

async function mailsOf(editionId: string) {
  const snapshot = await db.collection(COLLECTIONS.mail).where(EDITION_MAIL_FIELD, '==', editionId).get();
  return snapshot.docs;
}

async function sendAll(editionId: string): Promise<number> {
  let runs = 0;
  while (
    (await db.collection(COLLECTIONS.newsletterEditions).doc(editionId).get()).get('status') === 'sending'
  ) {
    await continueSendingEditions(db, options);
    if (++runs > 50) throw new Error('the edition never finished');
  }
  return runs;
}

describe('an edition to 1,000 subscribers', () => {
  it('queues one mail per confirmed subscriber, in their language, with the one-click headers', async () => {
    await newEdition('novembro');
    const runs = await sendAll('novembro');
    // 1,001 confirmed documents at 100 a minute: 11 batches, the last one short.
    expect(runs).toBe(11);

    const mails = await mailsOf('novembro');
    expect(mails).toHaveLength(CONFIRMED);
    const recipients = mails.map((mail) => (mail.get('to') as string[])[0]);
    expect(new Set(recipients).size).toBe(CONFIRMED);
    expect(recipients).not.toContain('pendente@empresa.test');
    expect(recipients).not.toContain('saiu@empresa.test');
    expect(recipients).not.toContain('suprimido@empresa.test');

    for (const mail of mails) {
      const to = (mail.get('to') as string[])[0]!;
      const i = Number(/inscrito-(\d+)@/.exec(to)![1]);
      const language = languageOf(i);
      expect(mail.id).toBe(`newsletter-novembro-${suppressionId(to)}`);
      expect(mail.get('message.subject')).toBe(SUBJECT[language]);
      const headers = mail.get('headers') as Record<string, string>;
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!);
      expect(`${link.origin}${link.pathname}`).toBe('https://cvc.example/api/unsubscribe');
      expect(link.searchParams.get('e')).toBe(to);
      expect(link.searchParams.get('l')).toBe(language);
      expect(isValidUnsubscribeSignature(to, link.searchParams.get('s')!, SECRET)).toBe(true);
      // The visible link in both parts, and the item linked in the subscriber's language.
      expect(mail.get('message.text')).toContain(link.toString());
      expect(mail.get('message.html')).toContain(link.toString().replace(/&/g, '&amp;'));
      const article = { pt: '', en: '/en', es: '/es' }[language] + '/artigo/uma-materia';
      expect(mail.get('message.text')).toContain(`https://cvc.example${article}`);
    }
    const edition = (await db.collection(COLLECTIONS.newsletterEditions).doc('novembro').get()).data()!;
    expect(edition.status).toBe('sent');
    expect(edition.send.batches).toBe(11);
    expect(edition.send.finished_at).toBeInstanceOf(Timestamp);
  }, 120_000);

  it('resumes a send that died half-way: the mails already queued stay as they were, nobody twice or skipped', async () => {
    await newEdition('retomada');
    await sendEditionBatch(db, 'retomada', options);
    // What a run that died after queueing 30 of the second batch leaves: those mails, already delivered, and the
    // cursor still after the first batch.
    const cursor = (await db.collection(COLLECTIONS.newsletterEditions).doc('retomada').get()).get(
      'send.cursor',
    );
    const next = await db
      .collection(COLLECTIONS.newsletterSubscribers)
      .where('status', '==', 'confirmed')
      .orderBy('__name__')
      .startAfter(cursor)
      .limit(30)
      .get();
    for (const subscriber of next.docs) {
      await db
        .collection(COLLECTIONS.mail)
        .doc(editionMailId('retomada', subscriber.id))
        .set({
          ...mailDocument({ to: [subscriber.get('email')], message: { subject: 's', text: 't', html: 'h' } }),
          [EDITION_MAIL_FIELD]: 'retomada',
          delivery: { state: 'SUCCESS' },
        });
    }

    await sendAll('retomada');
    const mails = await mailsOf('retomada');
    expect(mails).toHaveLength(CONFIRMED);
    const delivered = mails.filter((mail) => mail.get('delivery.state') === 'SUCCESS');
    // Rewritten, they would be sent again (the sender takes a mail whose delivery was reset).
    expect(delivered.map((mail) => mail.id).sort()).toEqual(
      next.docs.map((subscriber) => editionMailId('retomada', subscriber.id)).sort(),
    );
  }, 120_000);

  it('two runs of one batch at once queue it once and move the cursor once', async () => {
    await newEdition('dobrada');
    const outcomes = await Promise.all([
      sendEditionBatch(db, 'dobrada', options),
      sendEditionBatch(db, 'dobrada', options),
      sendEditionBatch(db, 'dobrada', options),
    ]);
    // Each of the three found the batch's one suppressed address (if it is in this batch) and queued the rest
    // between them, each mail once.
    const suppressed = outcomes[0]?.suppressed ?? 0;
    expect(outcomes.map((outcome) => outcome?.suppressed)).toEqual([suppressed, suppressed, suppressed]);
    expect(outcomes.reduce((sum, outcome) => sum + (outcome?.queued ?? 0), 0)).toBe(SIZE - suppressed);
    const edition = (await db.collection(COLLECTIONS.newsletterEditions).doc('dobrada').get()).data()!;
    expect(edition.send.batches).toBe(1);
    expect(await mailsOf('dobrada')).toHaveLength(SIZE - suppressed);
    await sendAll('dobrada');
    expect(await mailsOf('dobrada')).toHaveLength(CONFIRMED);
  }, 120_000);

  it('stops as interrupted after three failed batches in a row, and sends nothing more until resumed', async () => {
    await newEdition('quebrada');
    // Every picked item gone: each batch fails.
    await db
      .collection(COLLECTIONS.newsletterEditions)
      .doc('quebrada')
      .update({ news_ids: ['nao-existe'] });
    for (let i = 0; i < 3; i++) await continueSendingEditions(db, options);
    const edition = (await db.collection(COLLECTIONS.newsletterEditions).doc('quebrada').get()).data()!;
    expect(edition.status).toBe('interrupted');
    expect(edition.send.failures).toBe(3);
    expect(edition.send.last_error).toBe('Nenhum dos itens escolhidos está publicado agora.');
    expect(await mailsOf('quebrada')).toHaveLength(0);
    expect(await sendEditionBatch(db, 'quebrada', options)).toBeNull();
  });
});
