import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AUDIENCE_TIME_ZONE, COLLECTIONS } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { recordBatchFailure, sendEditionBatch, type BatchOptions } from './editionBatch';
import { editionBatchSize } from './editionPace';

/**
 * One batch of every sending edition; a batch that throws is recorded (editionBatch.recordBatchFailure) and
 * tried again next minute. A run that dies half-way leaves the cursor where it was: the next one redoes that
 * batch, and the mails already queued are not queued again.
 */
export async function continueSendingEditions(
  db: Firestore,
  options: BatchOptions,
): Promise<{ batches: number; failed: number }> {
  const sending = await db.collection(COLLECTIONS.newsletterEditions).where('status', '==', 'sending').get();
  let failed = 0;
  for (const edition of sending.docs) {
    try {
      await sendEditionBatch(db, edition.id, options);
    } catch (error) {
      failed++;
      logger.error('continueEditions: batch failed', { id: edition.id, error: String(error) });
      await recordBatchFailure(db, edition.id, error);
    }
  }
  return { batches: sending.size - failed, failed };
}

/**
 * Every minute, the next batch of each edition being sent (NEWSLETTER_MAILS_PER_MINUTE mails): the pace of an
 * edition. One indexed query a minute when nothing sends (about 43,000 reads a month, within the free tier's
 * daily 50,000). The emulators run no schedules: tests call continueSendingEditions, and the console's
 * "Retomar envio" runs a batch by hand.
 */
export const continueEditions = onSchedule(
  { schedule: 'every 1 minutes', timeZone: AUDIENCE_TIME_ZONE, secrets: [UNSUBSCRIBE_SECRET] },
  async () => {
    const result = await continueSendingEditions(getFirestore(adminApp()), {
      size: editionBatchSize(),
      origin: siteOrigin({}, originEnv()),
      secret: UNSUBSCRIBE_SECRET.value(),
    });
    if (result.batches > 0 || result.failed > 0) logger.info('continueEditions', result);
  },
);
