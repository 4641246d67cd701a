/**
 * The newsletter figure of the bench: an edition sent to 1,000 confirmed subscribers on the Firestore emulator,
 * its batches run back to back through the scheduled function's code, the pace ignored. Timed, and its Firestore
 * documents counted as the Admin SDK reads and writes them (admin-sdk-tally.ts). A project of its own: the
 * Functions emulator's triggers watch the seed's project, so none of these mails is delivered.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, EDITION_MAILS_PER_MINUTE_DEFAULT } from '@cvc/domain';
import { continueSendingEditions } from '../../functions/src/newsletter/continueEditions';
import { EDITION_MAIL_FIELD } from '../../functions/src/newsletter/editionBatch';
import { LOCAL_SECRETS } from '../../scripts/lib/local-mail';
import {
  confirmedSubscribers,
  publishedNews,
  sendingEdition,
  wipeNewsletter,
  writeAll,
} from '../support/newsletter-list';
import { startAdminSdkTally, type AdminSdkTally } from './admin-sdk-tally';
import { median } from './stats';

const PROJECT_ID = 'demo-bench-newsletter';
const SUBSCRIBERS = 1000;
const RUNS = 3;
const EDITION_ID = 'bench-edition';
/** The batch the real send makes each minute: NEWSLETTER_MAILS_PER_MINUTE's default. */
const BATCH_SIZE = EDITION_MAILS_PER_MINUTE_DEFAULT;
const OPTIONS = { size: BATCH_SIZE, origin: 'https://cvc.example', secret: LOCAL_SECRETS.UNSUBSCRIBE_SECRET };

/** How the figure was taken, for the table and bench/results.json. */
export const NEWSLETTER_METHOD =
  `an edition listing one published news item, to ${SUBSCRIBERS.toLocaleString('en-US')} confirmed subscribers ` +
  `(pt, en, es in turn) in a Firestore project of its own on the emulator: the edition written as the callable's ` +
  `send leaves it (sending, not counted), then the scheduled function's code (continueSendingEditions) run back ` +
  `to back, ${BATCH_SIZE} mails a batch, the pace ignored, until it is sent. Time: the batches' run time, median ` +
  `of ${RUNS} runs, the project wiped and seeded again before each. Documents: counted in the bench's process as ` +
  `firebase-admin makes the calls, as billed (a query its documents, one at least; a getAll each document asked ` +
  `for; a count() one per 1,000 entries; each create, set, update or delete one), the same in every run. Not ` +
  `counted: the delivery of each mail (the sendMail trigger in the Functions emulator, outside this process)`;

export type NewsletterRun = { ms: number; mails: number; batches: number; reads: number; writes: number };

export type NewsletterSend = NewsletterRun & {
  runsMs: number[];
  msPerMail: number;
  readsPerMail: number;
  writesPerMail: number;
  readsByCollection: Record<string, number>;
  writesByCollection: Record<string, number>;
  runs: NewsletterRun[];
};

export type NewsletterEditionResult = {
  measuredAt: string;
  subscribers: number;
  batchSize: number;
  /** null when the send could not be measured (errors says why). */
  send: NewsletterSend | null;
  errors: string[];
};

/** Milliseconds to a tenth in bench/results.json: the runs vary by far more. */
const tenths = (ms: number) => Math.round(ms * 10) / 10;
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0]! : String(error);

async function editionStatus(db: Firestore): Promise<unknown> {
  return (await db.collection(COLLECTIONS.newsletterEditions).doc(EDITION_ID).get()).get('status');
}

/**
 * One send on a freshly seeded project. `db` runs the functions' code and is the one counted; `own` seeds and
 * checks, so the bench's own reads stay out of the figures.
 */
async function sendOnce(db: Firestore, own: Firestore) {
  await wipeNewsletter(own);
  await writeAll(own, [...confirmedSubscribers(SUBSCRIBERS), publishedNews()]);
  await sendingEdition(own, EDITION_ID, SUBSCRIBERS);
  const mostBatches = Math.ceil(SUBSCRIBERS / BATCH_SIZE) + 1;
  let batches = 0;
  let ms = 0;
  const { tally, stop } = startAdminSdkTally(db);
  try {
    while ((await editionStatus(own)) === 'sending') {
      const start = performance.now();
      const outcome = await continueSendingEditions(db, OPTIONS);
      ms += performance.now() - start;
      if (outcome.failed > 0) {
        const edition = await own.collection(COLLECTIONS.newsletterEditions).doc(EDITION_ID).get();
        throw new Error(`a batch failed: ${String(edition.get('send.last_error'))}`);
      }
      batches += outcome.batches;
      if (batches > mostBatches) throw new Error(`still sending after ${batches} batches`);
    }
  } finally {
    stop();
  }
  const mails = await own
    .collection(COLLECTIONS.mail)
    .where(EDITION_MAIL_FIELD, '==', EDITION_ID)
    .count()
    .get();
  return {
    run: { ms: tenths(ms), mails: mails.data().count, batches, reads: tally.reads, writes: tally.writes },
    tally,
  };
}

/** The edition sent RUNS times; never throws (a failure is in `errors`). */
export async function measureNewsletterEdition(
  log: (message: string) => void,
): Promise<NewsletterEditionResult> {
  const result: NewsletterEditionResult = {
    measuredAt: new Date().toISOString(),
    subscribers: SUBSCRIBERS,
    batchSize: BATCH_SIZE,
    send: null,
    errors: [],
  };
  // Two clients of one project: the tally counts only the first.
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-newsletter');
  const ownApp = initializeApp({ projectId: PROJECT_ID }, 'bench-newsletter-own');
  const db = getFirestore(app);
  const own = getFirestore(ownApp);
  try {
    const runs: NewsletterRun[] = [];
    const tallies: AdminSdkTally[] = [];
    for (let i = 1; i <= RUNS; i++) {
      log(`newsletter edition to ${SUBSCRIBERS} subscribers, run ${i} of ${RUNS}`);
      const { run, tally } = await sendOnce(db, own);
      runs.push(run);
      tallies.push(tally);
      if (tally.untallied.length)
        result.errors.push(`reads the tally cannot price: ${tally.untallied.join(', ')}`);
    }
    const [one] = runs as [NewsletterRun];
    const [tally] = tallies as [AdminSdkTally];
    const same = (run: NewsletterRun) =>
      run.reads === one.reads &&
      run.writes === one.writes &&
      run.mails === one.mails &&
      run.batches === one.batches;
    if (!runs.every(same)) {
      const figures = runs.map((r) => `${r.reads} / ${r.writes} / ${r.mails} / ${r.batches}`);
      result.errors.push(`runs differ (reads / writes / mails / batches): ${figures.join('; ')}`);
    }
    if (one.mails !== SUBSCRIBERS)
      result.errors.push(`${one.mails} mails queued for ${SUBSCRIBERS} subscribers`);
    const ms = median(runs.map((run) => run.ms));
    result.send = {
      ...one,
      ms,
      runsMs: runs.map((run) => run.ms),
      msPerMail: Math.round((ms / one.mails) * 1000) / 1000,
      readsPerMail: one.reads / one.mails,
      writesPerMail: one.writes / one.mails,
      readsByCollection: tally.readsByCollection,
      writesByCollection: tally.writesByCollection,
      runs,
    };
  } catch (error) {
    result.errors.push(`newsletter edition: ${messageOf(error)}`);
  } finally {
    await wipeNewsletter(own).catch(() => undefined);
    await Promise.all([deleteApp(app), deleteApp(ownApp)]);
  }
  return result;
}
