import { readFileSync } from 'node:fs';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { join } from 'node:path';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, STATS_APPLIED_EVENTS } from '@cvc/domain';
import {
  RETENTION_DEFAULTS,
  downloadExpiry,
  leadExpiry,
  mailExpiry,
  rsvpExpiry,
} from '../../../functions/src/shared/retention';
import { ROOT, setBackgroundTriggers } from '../../../scripts/lib/emulators';
import { migrateRetention } from '../../../scripts/lib/migrate-retention';
import { buildSeedContent } from '../../../scripts/seed/content';
import { loadSeed } from '../../../scripts/seed/load';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { waitForMailSettled } from '../../support/mail-settled';
import { publicFirestore } from '../../support/public-firestore';
import { audienceDay } from '../../support/rules-fixtures';
import { smtpInbox } from '../../support/smtp-inbox';
import { FIXTURE_REPORTS as R, removeReportFixtures, writeReportFixtures } from '../reports/fixtures';

// The emulator never deletes by TTL, so what is checked is what TTL needs: every write path gives its document
// `expire_at` (a Timestamp, from the server) at the retention period's end, and firestore.indexes.json declares
// the policy for each collection. The periods are the defaults (functions/.env.demo-cvc says the same).

const db = adminFirestore();
const inbox = smtpInbox();
const EVENT_ID = 'it-ttl-event';
const EVENT_DAY = audienceDay(30);
let sequence = 0;
const uniqueEmail = (tag: string) => `it-ttl-${tag}-${Date.now()}-${sequence++}@example.com`;
const person = (email: string) => ({
  name: 'Rita Prazo',
  email,
  company: 'Prazo Certo',
  phone: '(11) 90000-0000',
});

async function asVisitor<T>(write: (visitor: ReturnType<typeof publicFirestore>['db']) => Promise<T>) {
  const visitor = publicFirestore(`ttl-visitor-${sequence++}`);
  try {
    return await write(visitor.db);
  } finally {
    await visitor.close();
  }
}

/** The document once `expire_at` is on it (the triggers stamp it a moment after the create). */
async function stamped(collectionName: string, id: string, timeoutMs = 20_000): Promise<DocumentData> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await db.collection(collectionName).doc(id).get()).data();
    if (data?.expire_at instanceof Timestamp) return data;
    if (Date.now() > deadline)
      throw new Error(`${collectionName}/${id} has no expire_at: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const millis = (value: unknown) => (value as Timestamp).toMillis();
/** Within a minute of the expected date: the server's clock and this one differ by the request's time. */
function expectAbout(actual: unknown, expected: Date): void {
  expect(Math.abs(millis(actual) - expected.getTime())).toBeLessThan(60_000);
}

beforeAll(async () => {
  await inbox.start();
  await db
    .collection(COLLECTIONS.events)
    .doc(EVENT_ID)
    .set({
      title: 'Encontro com prazo',
      date: EVENT_DAY,
      location: 'São Paulo',
      description: 'Evento de teste.',
      full_description: null,
      image_url: null,
      registration_url: null,
      start_time: null,
      end_time: null,
      sponsors: null,
      sponsor_logos: [],
      enabled: true,
      published_at: new Date('2025-06-01T12:00:00Z'),
    });
  await writeReportFixtures();
});

afterAll(async () => {
  await inbox.stop();
  await db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  await removeReportFixtures();
});

describe('every write path sets expire_at', () => {
  it('a lead sent by a visitor: the receiveLead trigger stamps its period after it arrived, and its mail', async () => {
    const email = uniqueEmail('lead');
    const id = await asVisitor(async (visitor) => {
      const ref = await addDoc(collection(visitor, COLLECTIONS.leads), {
        ...person(email),
        source: 'Associação',
        status: 'new',
        created_at: serverTimestamp(),
      });
      return ref.id;
    });
    const lead = await stamped(COLLECTIONS.leads, id);
    expect(lead.expire_at.toMillis()).toBe(
      leadExpiry((lead.created_at as Timestamp).toDate(), RETENTION_DEFAULTS).getTime(),
    );
    // Its one update also wrote the rest of the trigger's stamp.
    expect(lead.email_key).toBe(email);

    await waitForMailSettled([`lead-ack-${id}`]);
    const mail = await stamped(COLLECTIONS.mail, `lead-ack-${id}`);
    expectAbout(mail.expire_at, mailExpiry(new Date()));
  });

  it('a visitor cannot set expire_at on a form: the rules refuse the key', async () => {
    await expect(
      asVisitor((visitor) =>
        addDoc(collection(visitor, COLLECTIONS.leads), {
          ...person(uniqueEmail('forged')),
          source: 'Associação',
          status: 'new',
          created_at: serverTimestamp(),
          expire_at: new Date(Date.now() + 10 * 365 * 86_400_000),
        }),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("a sign-up: kept its period after the event's day, and its confirmation mail", async () => {
    const id = await asVisitor(async (visitor) => {
      const ref = await addDoc(collection(visitor, COLLECTIONS.eventRsvp), {
        ...person(uniqueEmail('rsvp')),
        event_id: EVENT_ID,
        position: 'Gerente',
        created_at: serverTimestamp(),
      });
      return ref.id;
    });
    const rsvp = await stamped(COLLECTIONS.eventRsvp, id);
    expect(rsvp.expire_at.toMillis()).toBe(
      rsvpExpiry(EVENT_DAY, (rsvp.created_at as Timestamp).toDate()).getTime(),
    );
    expect(rsvp.expire_at.toMillis()).toBeGreaterThan(Date.parse(`${EVENT_DAY}T00:00:00Z`));

    await waitForMailSettled([`rsvp-${id}`]);
    expectAbout((await stamped(COLLECTIONS.mail, `rsvp-${id}`)).expire_at, mailExpiry(new Date()));
  });

  it('a sign-up whose event is gone: kept its period after the sign-up itself', async () => {
    const createdAt = Timestamp.fromMillis(Date.now() - 3 * 86_400_000);
    const ref = await db.collection(COLLECTIONS.eventRsvp).add({
      ...person(uniqueEmail('orphan')),
      event_id: 'it-ttl-no-such-event',
      position: 'Gerente',
      created_at: createdAt,
    });
    const rsvp = await stamped(COLLECTIONS.eventRsvp, ref.id);
    expect(rsvp.expire_at.toMillis()).toBe(rsvpExpiry(null, createdAt.toDate()).getTime());
    await ref.delete();
  });

  it('a report download through the downloadReport callable, and the mail with its link', async () => {
    const email = uniqueEmail('download');
    const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { ...person(email), report_id: R.free.id } }),
    });
    expect(response.status).toBe(200);
    const downloads = await db.collection(COLLECTIONS.reportDownloads).where('email', '==', email).get();
    expect(downloads.size).toBe(1);
    const download = downloads.docs[0]!;
    expectAbout(download.get('expire_at'), downloadExpiry(download.get('downloaded_at').toDate()));

    await waitForMailSettled([`report-download-${download.id}`]);
    const mail = await stamped(COLLECTIONS.mail, `report-download-${download.id}`);
    expectAbout(mail.expire_at, mailExpiry(new Date()));
  });

  it('the seed: its leads, sign-ups and downloads carry theirs', async () => {
    const now = new Date();
    await loadSeed({ now });
    const content = buildSeedContent(now);
    for (const name of [COLLECTIONS.leads, COLLECTIONS.eventRsvp, COLLECTIONS.reportDownloads] as const) {
      expect(content[name].length, name).toBeGreaterThan(0);
      const stored = await db.getAll(...content[name].map((row) => db.collection(name).doc(row.id)));
      for (const [index, row] of stored.entries()) {
        expect(row.get('expire_at'), `${name}/${row.id}`).toBeInstanceOf(Timestamp);
        expect(millis(row.get('expire_at'))).toBe(content[name][index]!.expire_at.getTime());
      }
    }
  });
});

describe('the TTL policies', () => {
  it('are declared in firestore.indexes.json for the visitor data collections and the counters’ applied events, on expire_at, unindexed', () => {
    const { fieldOverrides } = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
    };
    for (const name of [
      COLLECTIONS.leads,
      COLLECTIONS.eventRsvp,
      COLLECTIONS.reportDownloads,
      COLLECTIONS.mail,
      'newsletter_subscribers',
      STATS_APPLIED_EVENTS,
    ]) {
      expect(
        fieldOverrides.filter((o) => o.collectionGroup === name),
        name,
      ).toEqual([{ collectionGroup: name, fieldPath: 'expire_at', ttl: true, indexes: [] }]);
    }
  });
});

describe('npm run migrate:retention', () => {
  const year = 365 * 86_400_000;
  const old = Timestamp.fromMillis(Date.now() - year);
  const ids = {
    lead: `it-ttl-old-lead-${Date.now()}`,
    rsvp: `it-ttl-old-rsvp-${Date.now()}`,
    download: `it-ttl-old-download-${Date.now()}`,
    mail: `it-ttl-old-mail-${Date.now()}`,
  };

  // Documents stored before expire_at existed: written with the triggers off, so nothing stamps them.
  beforeAll(async () => {
    await setBackgroundTriggers(false);
    try {
      const batch = db.batch();
      batch.set(db.collection(COLLECTIONS.leads).doc(ids.lead), {
        ...person('old.lead@example.com'),
        source: 'Associação',
        status: 'new',
        created_at: old,
      });
      batch.set(db.collection(COLLECTIONS.eventRsvp).doc(ids.rsvp), {
        ...person('old.rsvp@example.com'),
        event_id: EVENT_ID,
        position: 'Gerente',
        created_at: old,
      });
      batch.set(db.collection(COLLECTIONS.reportDownloads).doc(ids.download), {
        name: 'Old',
        email: 'old.download@example.com',
        company: 'Old',
        report_id: R.free.id,
        report_title: R.free.title,
        downloaded_at: old,
      });
      batch.set(db.collection(COLLECTIONS.mail).doc(ids.mail), {
        to: ['old.mail@example.com'],
        message: { subject: 'Old', text: 'Old', html: '<p>Old</p>' },
        delivery: { state: 'SUCCESS', attempts: 1 },
      });
      await batch.commit();
    } catch (error) {
      await setBackgroundTriggers(true);
      throw error;
    }
  });

  // Removed with the triggers still off, so the counters that never saw them do not see them go either.
  afterAll(async () => {
    try {
      const batch = db.batch();
      batch.delete(db.collection(COLLECTIONS.leads).doc(ids.lead));
      batch.delete(db.collection(COLLECTIONS.eventRsvp).doc(ids.rsvp));
      batch.delete(db.collection(COLLECTIONS.reportDownloads).doc(ids.download));
      batch.delete(db.collection(COLLECTIONS.mail).doc(ids.mail));
      await batch.commit();
    } finally {
      await setBackgroundTriggers(true);
    }
  });

  it("sets expire_at from each old document's own time, then, run again, changes nothing", async () => {
    const counts = await migrateRetention(db, RETENTION_DEFAULTS);
    for (const name of Object.keys(counts) as (keyof typeof counts)[])
      expect(counts[name], name).toBeGreaterThanOrEqual(1);

    const read = async (name: string, id: string) => (await db.collection(name).doc(id).get()).data()!;
    const lead = await read(COLLECTIONS.leads, ids.lead);
    expect(millis(lead.expire_at)).toBe(leadExpiry(old.toDate()).getTime());
    const rsvp = await read(COLLECTIONS.eventRsvp, ids.rsvp);
    expect(millis(rsvp.expire_at)).toBe(rsvpExpiry(EVENT_DAY, old.toDate()).getTime());
    const download = await read(COLLECTIONS.reportDownloads, ids.download);
    expect(millis(download.expire_at)).toBe(downloadExpiry(old.toDate()).getTime());
    // A mail records no time of its own: it counts from when its document was created (just now here).
    const mail = await db.collection(COLLECTIONS.mail).doc(ids.mail).get();
    expect(millis(mail.get('expire_at'))).toBe(mailExpiry(mail.createTime!.toDate()).getTime());
    // Nothing else was touched.
    expect(lead).toMatchObject({ status: 'new', email: 'old.lead@example.com' });

    expect(await migrateRetention(db, RETENTION_DEFAULTS)).toEqual({
      leads: 0,
      event_rsvp: 0,
      report_downloads: 0,
      mail: 0,
    });
  });
});
