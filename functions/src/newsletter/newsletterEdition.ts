import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import {
  COLLECTIONS,
  EDITION_MESSAGES as MSG,
  LANGUAGES,
  editionRequestSchema,
  editionSendProblems,
  type EditionDraft,
  type EditionProgress,
  type EditionResult,
  type Language,
} from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { appCheckCallableOptions } from '../shared/appCheck';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { requireStaffKey } from '../staff/staffCaller';
import { queueMail } from '../mail/queue';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { visitorMailRequest } from '../mail/visitorMail';
import { recordBatchFailure, editionRef, sendEditionBatch, startedSend } from './editionBatch';
import { editionEntries, editionMailTo } from './editionContent';
import { editionBatchSize } from './editionPace';
import { editionProgress } from './editionProgress';

const TEST_PREFIX: Record<Language, string> = { pt: '[Teste]', en: '[Test]', es: '[Prueba]' };

function confirmedCount(db: Firestore): Promise<number> {
  return db
    .collection(COLLECTIONS.newsletterSubscribers)
    .where('status', '==', 'confirmed')
    .count()
    .get()
    .then((result) => result.data().count);
}

/** The first batch at once (a short list is sent before the member's next look); the schedule does the rest. */
async function runBatch(db: Firestore, id: string): Promise<void> {
  try {
    await sendEditionBatch(db, id, {
      size: editionBatchSize(),
      origin: siteOrigin({}, originEnv()),
      secret: UNSUBSCRIBE_SECRET.value(),
    });
  } catch (error) {
    logger.error('newsletterEdition: batch failed', { id, error: String(error) });
    await recordBatchFailure(db, id, error);
  }
}

async function progressOf(db: Firestore, id: string): Promise<EditionProgress> {
  const progress = await editionProgress(db, id);
  if (!progress) throw new HttpsError('not-found', MSG.notFound);
  return progress;
}

/** Starts the send: the edition must be a complete draft and someone must be subscribed. */
async function startSend(db: Firestore, id: string, uid: string): Promise<void> {
  const ref = editionRef(db, id);
  const [stored, recipients] = await Promise.all([ref.get(), confirmedCount(db)]);
  const draft = stored.data() as EditionDraft;
  const problems = editionSendProblems(draft);
  if (problems.length > 0) throw new HttpsError('failed-precondition', problems.join(' '));
  if (recipients === 0) throw new HttpsError('failed-precondition', MSG.noRecipients);
  if ((await editionEntries(db, draft)).length === 0)
    throw new HttpsError('failed-precondition', MSG.itemsGone);
  await db.runTransaction(async (tx) => {
    // Two members pressing Enviar at once: the second finds it sending.
    if ((await tx.get(ref)).get('status') !== 'draft')
      throw new HttpsError('failed-precondition', MSG.notDraft);
    tx.update(ref, { status: 'sending', send: startedSend(uid, recipients) });
  });
}

async function resume(db: Firestore, id: string): Promise<void> {
  const ref = editionRef(db, id);
  await db.runTransaction(async (tx) => {
    const status = (await tx.get(ref)).get('status');
    if (status !== 'interrupted' && status !== 'sending') {
      throw new HttpsError('failed-precondition', MSG.notResumable);
    }
    tx.update(ref, { status: 'sending', 'send.failures': 0 });
  });
}

/**
 * The console's one call for editions, for holders of `leads`: count the confirmed subscribers, preview the
 * saved edition in each language, mail a test of it to the member, send it, resume an interrupted send, and
 * count what happened. Mail goes only to confirmed subscribers, a batch at a time (editionBatch.ts).
 */
export const newsletterEdition = onCall(
  { ...appCheckCallableOptions(), secrets: [UNSUBSCRIBE_SECRET] },
  async (request): Promise<EditionResult> => {
    const uid = await requireStaffKey(request.auth, 'leads', MSG.forbidden);
    const parsed = editionRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', MSG.invalidRequest);
    const { id, action } = parsed.data;
    const db = getFirestore(adminApp());
    const stored = await editionRef(db, id).get();
    if (!stored.exists) throw new HttpsError('not-found', MSG.notFound);
    const draft = stored.data() as EditionDraft;
    const origin = siteOrigin({}, originEnv());
    const memberEmail = typeof request.auth?.token.email === 'string' ? request.auth.token.email : null;

    switch (action) {
      case 'count':
        return { action, recipients: await confirmedCount(db) };
      case 'preview': {
        const entries = await editionEntries(db, draft);
        const sample = memberEmail ?? 'inscrito@example.com';
        const previews = LANGUAGES.map((language) => {
          const { message } = editionMailTo(
            draft,
            entries,
            sample,
            language,
            origin,
            UNSUBSCRIBE_SECRET.value(),
          );
          return { language, subject: message.subject, html: message.html, text: message.text };
        });
        return { action, previews };
      }
      case 'test': {
        if (!memberEmail) throw new HttpsError('failed-precondition', MSG.noTestAddress);
        const language = parsed.data.language ?? 'pt';
        const entries = await editionEntries(db, draft);
        if (entries.length === 0) throw new HttpsError('failed-precondition', MSG.noItems);
        const secret = UNSUBSCRIBE_SECRET.value();
        const { link, message } = editionMailTo(draft, entries, memberEmail, language, origin, secret);
        const subject = `${TEST_PREFIX[language]} ${message.subject}`;
        await queueMail(
          db,
          `newsletter-test-${id}-${uid}-${Date.now()}`,
          visitorMailRequest(memberEmail, link, { ...message, subject }),
        );
        return { action, to: memberEmail, language };
      }
      case 'send':
        await startSend(db, id, uid);
        await runBatch(db, id);
        return { action, progress: await progressOf(db, id) };
      case 'resume':
        await resume(db, id);
        await runBatch(db, id);
        return { action, progress: await progressOf(db, id) };
      case 'progress':
        return { action, progress: await progressOf(db, id) };
    }
  },
);
