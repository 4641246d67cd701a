import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, STATS_DOCS, audienceWeek } from '@cvc/domain';
import type { StatsDoc } from '@cvc/domain';
import { recountStats } from '../../../scripts/lib/stats-recount';
import { adminFirestore } from '../../support/admin-firestore';

const db = adminFirestore();
// Two days old: inside the kept weeks, but past the mail triggers' window, so no mail is queued.
const createdAt = () => Timestamp.fromMillis(Date.now() - 2 * 86_400_000);

/**
 * Counts without the zeros (and buckets left empty) that increments leave behind, which a recount never
 * writes: the same figures either way.
 */
function withoutZeros(node: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === 0) continue;
    if (value && typeof value === 'object' && !(value instanceof Timestamp)) {
      const inner = withoutZeros(value as Record<string, unknown>, depth + 1);
      if (depth > 0 && Object.keys(inner).length === 0) continue;
      kept[key] = inner;
    } else kept[key] = value;
  }
  return kept;
}

/** The counters without the recount's and the triggers' times. */
async function counters(name: StatsDoc) {
  const data = (await db.collection(COLLECTIONS.stats).doc(STATS_DOCS[name]).get()).data() ?? {};
  delete data.counted_at;
  delete data.last_change_at;
  return withoutZeros(data);
}

/** The live counters, then what a recount of the collection writes over them. */
async function liveAndRecounted(name: StatsDoc) {
  const live = await counters(name);
  await recountStats(db);
  return { live, recounted: await counters(name) };
}

/** Waits until the live counters equal a fresh count of the collection (the triggers have caught up). */
async function settled(name: StatsDoc, expectation: (data: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const data = await counters(name);
    if (expectation(data)) return data;
    if (Date.now() > deadline) throw new Error(`stats/${name} never settled: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const at = (data: Record<string, unknown>, ...path: string[]): number =>
  (path.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    data,
  ) as number) ?? 0;

describe('dashboard counters kept by triggers', () => {
  it('count a lead on create, move it on status change and drop it on delete', async () => {
    // Start from a recount, so the figures are exact whatever ran before this suite.
    await recountStats(db);
    const before = await counters('leads');
    const created = createdAt();
    const week = audienceWeek(created.toDate());
    const ref = db.collection(COLLECTIONS.leads).doc(`stats-${randomUUID()}`);
    await ref.set({
      name: 'Contagem',
      email: 'contagem@example.com',
      company: 'Contagem SA',
      phone: '11 1234-5678',
      source: 'venturelab',
      status: 'new',
      created_at: created,
    });
    const afterCreate = await settled(
      'leads',
      (d) => at(d, 'by_status', 'new') === at(before, 'by_status', 'new') + 1,
    );
    expect(at(afterCreate, 'weeks', week, 'venturelab')).toBe(at(before, 'weeks', week, 'venturelab') + 1);

    await ref.update({ status: 'qualified' });
    const afterMove = await settled(
      'leads',
      (d) => at(d, 'by_status', 'qualified') === at(before, 'by_status', 'qualified') + 1,
    );
    expect(at(afterMove, 'by_status', 'new')).toBe(at(before, 'by_status', 'new'));
    expect(at(afterMove, 'weeks', week, 'venturelab')).toBe(at(before, 'weeks', week, 'venturelab') + 1);

    await ref.update({ notes: 'Só uma nota' });
    await ref.delete();
    const afterDelete = await settled(
      'leads',
      (d) => at(d, 'by_status', 'qualified') === at(before, 'by_status', 'qualified'),
    );
    expect(afterDelete).toEqual(before);
  }, 120_000);

  it('count sign-ups per event and downloads per day and report', async () => {
    await recountStats(db);
    const event = `evento-${randomUUID()}`;
    const signUp = db.collection(COLLECTIONS.eventRsvp).doc();
    await signUp.set({
      event_id: event,
      name: 'A',
      email: 'a@example.com',
      company: 'C',
      position: 'P',
      phone: '1',
      created_at: createdAt(),
    });
    await settled('rsvp', (d) => at(d, 'by_event', event) === 1);
    await signUp.delete();
    await settled('rsvp', (d) => at(d, 'by_event', event) === 0);

    const report = `relatorio-${randomUUID()}`;
    const downloadedAt = createdAt();
    await db.collection(COLLECTIONS.reportDownloads).doc().set({
      name: 'A',
      email: 'a@example.com',
      company: 'C',
      report_id: report,
      report_title: 'Relatório de contagem',
      downloaded_at: downloadedAt,
    });
    const day = new Date(downloadedAt.toMillis() - 3 * 3_600_000).toISOString().slice(0, 10);
    const downloads = await settled('downloads', (d) => at(d, 'days', day, report) === 1);
    expect(at(downloads, 'titles', report) as unknown).toBe('Relatório de contagem');
  }, 120_000);

  it('count a subscription by status, its confirmation in its week and its departure in its own', async () => {
    await recountStats(db);
    const before = await counters('newsletter');
    const confirmedAt = createdAt();
    const leftAt = Timestamp.now();
    const [joinedWeek, leftWeek] = [audienceWeek(confirmedAt.toDate()), audienceWeek(leftAt.toDate())];
    const ref = db.collection(COLLECTIONS.newsletterSubscribers).doc(`stats-${randomUUID()}`);
    // As the functions write it: a request, its confirmation, an unsubscribe, then an erase.
    await ref.set({
      email: `contagem.${randomUUID()}@example.com`,
      status: 'pending',
      language: 'pt',
      source: 'newsletter:footer',
      notice_version: null,
      requested_at: Timestamp.now(),
      confirmation_sent_at: Timestamp.now(),
      confirmed_at: null,
    });
    await settled(
      'newsletter',
      (d) => at(d, 'by_status', 'pending') === at(before, 'by_status', 'pending') + 1,
    );

    await ref.update({ status: 'confirmed', confirmed_at: confirmedAt });
    const joined = await settled(
      'newsletter',
      (d) => at(d, 'by_status', 'confirmed') === at(before, 'by_status', 'confirmed') + 1,
    );
    expect(at(joined, 'by_status', 'pending')).toBe(at(before, 'by_status', 'pending'));
    expect(at(joined, 'weeks', joinedWeek, 'joined')).toBe(at(before, 'weeks', joinedWeek, 'joined') + 1);

    await ref.update({ status: 'unsubscribed', unsubscribed_at: leftAt });
    const left = await settled(
      'newsletter',
      (d) => at(d, 'by_status', 'unsubscribed') === at(before, 'by_status', 'unsubscribed') + 1,
    );
    expect(at(left, 'by_status', 'confirmed')).toBe(at(before, 'by_status', 'confirmed'));
    expect(at(left, 'weeks', leftWeek, 'left')).toBe(at(before, 'weeks', leftWeek, 'left') + 1);
    // The live counters equal what a recount of the subscriptions writes.
    const { live, recounted } = await liveAndRecounted('newsletter');
    expect(recounted).toEqual(live);

    await ref.delete();
    const erased = await settled(
      'newsletter',
      (d) => at(d, 'by_status', 'unsubscribed') === at(before, 'by_status', 'unsubscribed'),
    );
    expect(erased).toEqual(before);
  }, 120_000);

  it('never counts twice when a recount runs while the triggers are still at work', async () => {
    await recountStats(db);
    const source = 'Curso - Campanha';
    const batch = db.batch();
    for (let i = 0; i < 20; i += 1) {
      batch.set(db.collection(COLLECTIONS.leads).doc(`stats-race-${randomUUID()}`), {
        name: `Corrida ${i}`,
        email: `corrida.${i}@example.com`,
        company: 'Corrida SA',
        phone: '11 1234-5678',
        source,
        status: 'lost',
        created_at: createdAt(),
      });
    }
    await batch.commit();
    // Right after the writes: most of their trigger runs are still queued and must now skip.
    await recountStats(db);
    const recounted = await counters('leads');
    // A later lead, counted live: once it shows, the twenty earlier events have been handled too.
    const sentinel = db.collection(COLLECTIONS.leads).doc(`stats-sentinel-${randomUUID()}`);
    await sentinel.set({
      name: 'Sentinela',
      email: 'sentinela@example.com',
      company: 'Corrida SA',
      phone: '11 1234-5678',
      source,
      status: 'converted',
      created_at: createdAt(),
    });
    const live = await settled(
      'leads',
      (d) => at(d, 'by_status', 'converted') === at(recounted, 'by_status', 'converted') + 1,
    );
    expect(at(live, 'by_status', 'lost')).toBe(at(recounted, 'by_status', 'lost'));

    // And the live counters equal a fresh recount of the collection.
    const { live: now, recounted: again } = await liveAndRecounted('leads');
    expect(again).toEqual(now);

    const leftovers = await db.collection(COLLECTIONS.leads).where('company', '==', 'Corrida SA').get();
    const cleanup = db.batch();
    leftovers.docs.forEach((doc) => cleanup.delete(doc.ref));
    await cleanup.commit();
  }, 120_000);
});
