import { adminApp } from '../shared/adminApp';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DocumentReference, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { MAIL_COLLECTION, mailRequestSchema } from './mailDocument';
import { visitorMailMayGo } from './hourlyCeiling';
import { mailAssociation } from './association';
import { signedBy } from './layout';
import { MAIL_TIMEOUT_SECONDS } from '../shared/deploySettings';
import { claimMail } from './mailLease';
import { MAIL_GAVE_UP_LOG } from '../shared/alertLabels';
import type { MailDeliveryInfo } from './mailDocument';
import {
  MAIL_ENABLED,
  MAIL_FROM,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BASE_SECONDS,
  SMTP_CONNECTION_URI,
} from '../shared/params';
import {
  type StoredDelivery,
  addressList,
  claimDecision,
  describeFailure,
  endsDelivery,
  finalPatch,
  retryDelayMs,
  retryPatch,
} from './mailDelivery';

const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

// A refused or unreachable server fails in seconds, not the minutes of nodemailer's defaults: a run's tries
// must fit its timeout, and on the emulators a test without an SMTP server must not hold workers for long.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Every try of one run, each recorded on the document, until SUCCESS or ERROR. */
async function deliver(ref: DocumentReference, data: unknown, attemptsBefore: number): Promise<void> {
  let attempts = attemptsBefore;
  const fail = async (error: string) => {
    await ref.update(finalPatch({ state: 'ERROR', error }, attempts, Timestamp.now()));
  };

  const request = mailRequestSchema.safeParse(data);
  if (!request.success) {
    const problems = request.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    logger.error('sendMail: malformed mail document', { id: ref.id, problems });
    return fail(`Malformed mail document (${problems.join('; ')})`);
  }
  if (!MAIL_ENABLED.value()) return fail('Mail is disabled on this project (MAIL_ENABLED=false)');
  const url = SMTP_CONNECTION_URI.value();
  if (!url) return fail('SMTP_CONNECTION_URI is not set');

  const { to, replyTo, headers } = request.data;
  const message = signedBy(request.data.message, await mailAssociation());
  const { createTransport } = await import('./smtpTransport');
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  const maxAttempts = MAIL_MAX_ATTEMPTS.value();
  try {
    for (let attempt = 1; ; attempt++) {
      attempts++;
      try {
        const sent = await transport.sendMail({ from: MAIL_FROM.value(), to, replyTo, headers, ...message });
        const info: MailDeliveryInfo = {
          messageId: sent.messageId,
          accepted: addressList(sent.accepted),
          rejected: addressList(sent.rejected),
        };
        await ref.update(finalPatch({ state: 'SUCCESS', info }, attempts, Timestamp.now()));
        logger.info('sendMail: delivered', { id: ref.id, attempts, messageId: info.messageId });
        return;
      } catch (failure) {
        const error = describeFailure(failure);
        if (attempt >= maxAttempts || endsDelivery(failure as object, onEmulator())) {
          logger.error(MAIL_GAVE_UP_LOG, { id: ref.id, attempts, error });
          return await fail(error);
        }
        const delay = retryDelayMs(attempt, MAIL_RETRY_BASE_SECONDS.value());
        logger.warn('sendMail: will retry', { id: ref.id, attempts, error, delayMs: delay });
        await ref.update(retryPatch(attempts, error, Timestamp.fromMillis(Date.now() + delay)));
        await sleep(delay);
      }
    }
  } finally {
    transport.close();
  }
}

/**
 * Delivers `mail/{id}` over SMTP the way Firebase's Trigger Email extension does, recording every step under
 * `delivery`: PROCESSING, RETRY after each failed try (attempts, error, next try), then SUCCESS or ERROR.
 * Setting `delivery.state` to RETRY by hand (Firebase console) sends a finished mail again.
 * Retries wait inside the run (timeout 540 s): the emulators neither redeliver failed events nor run schedules,
 * and waits of seconds to minutes cost less than a queue; `retry: true` only replays runs that crashed.
 * tests/integration/mail/productionRun.test.ts runs this handler as production does: awaited, out of the emulator.
 */
export const sendMail = onDocumentWritten(
  {
    document: `${MAIL_COLLECTION}/{id}`,
    secrets: [SMTP_CONNECTION_URI],
    timeoutSeconds: MAIL_TIMEOUT_SECONDS,
    retry: true,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    // The sender's own writes fire this trigger too; they are told apart here without a read.
    if (!claimDecision(after.get('delivery') as StoredDelivery, Date.now(), event.id).claim) return;
    if (!(await visitorMailMayGo(after))) return;

    const claimed = await claimMail(getFirestore(adminApp()), after.ref, event.id);
    if (typeof claimed === 'string') return;
    const run = deliver(after.ref, after.data(), claimed.attempts);
    // The Firestore emulator hands out trigger events one at a time, so a run waiting between tries would stall
    // every other trigger there; on the emulators the tries go on in the worker after the event is answered.
    if (onEmulator()) {
      run.catch((error: unknown) => logger.error('sendMail: run failed', { id: after.ref.id, error }));
      return;
    }
    await run;
  },
);
