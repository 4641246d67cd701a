import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, STATS_DOCS, audienceDay, audienceWeek } from '@cvc/domain';
import type { StatsDoc } from '@cvc/domain';
import { admin } from '../staff/clients';
import { triggersSettled } from '../../support/trigger-queue';

// One visitor's records in every collection that holds personal data, stored with the address as typed, and
// the Painel's counters they move.

// Two days old: inside the counters' kept days and weeks, past the mail triggers' window (no mail is queued).
const twoDaysAgo = () => Timestamp.fromMillis(Date.now() - 2 * 86_400_000);

export interface SeededVisitor {
  /** As the visitor typed it: mixed case. */
  typed: string;
  at: Date;
  ids: Record<string, string[]>;
  eventId: string;
  reportId: string;
  week: string;
  day: string;
}

/** Names and times for one visitor's records, before any is written (so counters can be read first). */
export function planVisitor(typed: string): SeededVisitor {
  const run = randomUUID().slice(0, 8);
  const at = twoDaysAgo().toDate();
  return {
    typed,
    at,
    eventId: `privacy-event-${run}`,
    reportId: `privacy-report-${run}`,
    week: audienceWeek(at),
    day: audienceDay(at),
    ids: {
      [COLLECTIONS.leads]: [`privacy-lead-${run}`],
      [COLLECTIONS.eventRsvp]: [`privacy-rsvp-${run}`],
      [COLLECTIONS.reportDownloads]: [`privacy-download-${run}`],
      [COLLECTIONS.mail]: [`privacy-ack-${run}`, `privacy-alert-${run}`],
      // Named by the sha256 of the address in lower case, one per address.
      [COLLECTIONS.newsletterSubscribers]: [
        createHash('sha256').update(typed.trim().toLowerCase()).digest('hex'),
      ],
    },
  };
}

export async function seedVisitor(plan: SeededVisitor): Promise<SeededVisitor> {
  const { typed, ids, eventId, reportId } = plan;
  const at = Timestamp.fromDate(plan.at);
  const visitor = { name: 'Ana Titular', email: typed, company: 'Empresa Titular' };
  const db = admin.db;
  // Already sent, so the mail sender leaves them alone.
  const delivered = { state: 'SUCCESS', attempts: 1, endTime: at };
  const message = { subject: 'Recebemos', text: 'Olá Ana', html: '<p>Olá Ana</p>' };
  await Promise.all([
    db
      .collection(COLLECTIONS.leads)
      .doc(ids.leads![0]!)
      .set({ ...visitor, phone: '11 99999-0000', source: 'venturelab', status: 'new', created_at: at }),
    db
      .collection(COLLECTIONS.eventRsvp)
      .doc(ids.event_rsvp![0]!)
      .set({ ...visitor, event_id: eventId, position: 'CFO', phone: '11 99999-0000', created_at: at }),
    db
      .collection(COLLECTIONS.reportDownloads)
      .doc(ids.report_downloads![0]!)
      .set({ ...visitor, report_id: reportId, report_title: 'Relatório', downloaded_at: at }),
    db
      .collection(COLLECTIONS.mail)
      .doc(ids.mail![0]!)
      .set({ to: [typed], message, delivery: delivered }),
    // A staff alert names the visitor only in replyTo, in lower case.
    db
      .collection(COLLECTIONS.mail)
      .doc(ids.mail![1]!)
      .set({ to: ['equipe@cvc.test'], replyTo: typed.toLowerCase(), message, delivery: delivered }),
    db.collection(COLLECTIONS.newsletterSubscribers).doc(ids.newsletter_subscribers![0]!).set({
      email: typed.toLowerCase(),
      status: 'confirmed',
      language: 'pt',
      source: 'leads:venturelab',
      notice_version: '2026-01',
      requested_at: at,
      confirmed_at: at,
    }),
  ]);
  await leadStamped(ids.leads![0]!);
  return plan;
}

/**
 * Waits for receiveLead to stamp the lead's `email_key`, as it does seconds after every form: the callable finds
 * leads by that key (an indexed query, where sign-ups and downloads are scanned).
 */
async function leadStamped(id: string, timeoutMs = 30_000): Promise<void> {
  await triggersSettled();
  const deadline = Date.now() + timeoutMs;
  while (!(await admin.db.collection(COLLECTIONS.leads).doc(id).get()).get('email_key')) {
    if (Date.now() > deadline) throw new Error(`leads/${id} never got its email_key`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function counters(name: StatsDoc): Promise<Record<string, unknown>> {
  return (await admin.db.collection(COLLECTIONS.stats).doc(STATS_DOCS[name]).get()).data() ?? {};
}

const at = (data: Record<string, unknown>, ...path: string[]): number =>
  (path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data) as
    number | undefined) ?? 0;

/** The counters this visitor's records move: new leads, the leads of their week and source, sign-ups, downloads. */
export async function visitorCounts(visitor: SeededVisitor) {
  const [leads, rsvp, downloads] = await Promise.all([
    counters('leads'),
    counters('rsvp'),
    counters('downloads'),
  ]);
  return {
    newLeads: at(leads, 'by_status', 'new'),
    weekLeads: at(leads, 'weeks', visitor.week, 'venturelab'),
    rsvp: at(rsvp, 'by_event', visitor.eventId),
    downloads: at(downloads, 'days', visitor.day, visitor.reportId),
  };
}

/** Polls until `check` holds for the counts (the delete and write triggers have run). */
export async function countsSettle(
  visitor: SeededVisitor,
  check: (counts: Awaited<ReturnType<typeof visitorCounts>>) => boolean,
  timeoutMs = 60_000,
) {
  await triggersSettled();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await visitorCounts(visitor);
    if (check(counts)) return counts;
    if (Date.now() > deadline) throw new Error(`counters never settled: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
