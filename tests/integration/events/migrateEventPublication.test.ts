import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { migrateEventPublication } from '../../../scripts/lib/migrate-event-publication';
import { adminFirestore } from '../../support/admin-firestore';
import { publicFirestore } from '../../support/public-firestore';
import { triggersSettled } from '../../support/trigger-queue';
import * as F from '../../support/rules-fixtures';

// Events stored before events could be scheduled have no published_at, which the site's list query (and the
// rules behind it) asks of every event: npm run migrate:event-publication dates them, in the past.

const db = adminFirestore();
const PREFIX = `it-migrate-publication-${randomUUID().slice(0, 8)}`;
const created = Timestamp.fromDate(new Date('2024-03-01T12:00:00Z'));
const ahead = Timestamp.fromMillis(Date.now() + 86_400_000);
const ids = { created: `${PREFIX}-created`, bare: `${PREFIX}-bare`, scheduled: `${PREFIX}-scheduled` };
const events = db.collection(COLLECTIONS.events);
const visitor = publicFirestore('migrate-event-publication');

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => events.doc(id).delete()));
  await triggersSettled();
  await visitor.close();
});

/** The ids of this file's events a visitor's list query finds, as the site asks it. */
async function listedByVisitor(): Promise<string[]> {
  const found = await getDocs(
    query(
      collection(visitor.db, COLLECTIONS.events),
      where('enabled', '==', true),
      where('published_at', '<=', new Date()),
    ),
  );
  return found.docs.map((doc) => doc.id).filter((id) => id.startsWith(PREFIX));
}

describe('migrate:event-publication', () => {
  it('dates each undated event in the past, so the site lists it again, and leaves a dated one alone', async () => {
    const { published_at: _none, ...undated } = F.event(true);
    await events.doc(ids.created).set({ ...undated, created_at: created });
    await events.doc(ids.bare).set(undated);
    await events.doc(ids.scheduled).set({ ...undated, published_at: ahead });
    expect(await listedByVisitor()).toEqual([]);

    expect(await migrateEventPublication(db)).toBeGreaterThanOrEqual(2);
    const timeOf = async (id: string) =>
      ((await events.doc(id).get()).get('published_at') as Timestamp).toMillis();
    expect(await timeOf(ids.created)).toBe(created.toMillis());
    expect(await timeOf(ids.bare)).toBe(0);
    expect(await timeOf(ids.scheduled)).toBe(ahead.toMillis());
    expect((await listedByVisitor()).sort()).toEqual([ids.bare, ids.created].sort());

    // Run again, it changes none of them.
    await migrateEventPublication(db);
    expect(await timeOf(ids.scheduled)).toBe(ahead.toMillis());
  });
});
