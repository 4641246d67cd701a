import { createHash } from 'node:crypto';
import { PERSONAL_DATA_FUNCTION as PERSONAL_DATA, STAFF_FUNCTIONS } from '@cvc/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  PERSONAL_DATA_MESSAGES,
  PRIVACY_ERASURES_COLLECTION,
  STAFF_MESSAGES,
} from '@cvc/domain';
import type { PersonalDataResult } from '@cvc/domain';
import { recountStats } from '../../../scripts/lib/stats-recount';
import { admin, callableError, closeClients, staffMember, uniqueEmail, webClient } from '../staff/clients';
import { countsSettle, planVisitor, seedVisitor, visitorCounts } from './heldRecords';
import type { SeededVisitor } from './heldRecords';

// The personalData callable as the Privacidade screen calls it: real accounts signed in through the Auth
// emulator, records written where the forms and triggers put them, and the Painel's counters watched.

type Client = Awaited<ReturnType<typeof webClient>>;
const PERSONAL = [
  COLLECTIONS.leads,
  COLLECTIONS.eventRsvp,
  COLLECTIONS.reportDownloads,
  COLLECTIONS.mail,
  'newsletter_subscribers',
];
const noneHeld = Object.fromEntries(PERSONAL.map((name) => [name, 0]));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Not public (a draft report, a disabled event), so no page, list or search entry of another file sees them.
const translation = (title: string) => ({
  title,
  description: `${title}: description`,
  source_fingerprint: '0a1b2c3d',
  translated_at: Timestamp.fromDate(new Date('2026-06-01T12:00:00Z')),
});
const translatedEvent = {
  title: 'Encontro do titular',
  description: 'Um encontro',
  location: 'São Paulo, SP',
  date: '2026-06-20',
  enabled: false,
  published_at: Timestamp.fromDate(new Date('2026-05-01T12:00:00Z')),
  translations: {
    en: { ...translation('Holder meeting'), location: 'São Paulo' },
    es: { ...translation('Encuentro del titular'), location: 'São Paulo' },
  },
  translation_state: { en: 'current', es: 'current' },
};
const translatedReport = {
  title: 'Relatório do titular',
  description: 'Um relatório',
  // No publication time: a draft.
  published_at: null,
  translations: { en: translation('Holder report') },
  translation_state: { en: 'current', es: 'missing' },
};

let current: Client;
let currentUid: string;
let visitor: SeededVisitor;
let baseline: Awaited<ReturnType<typeof visitorCounts>>;

/** A mixed-case address, e.g. 'Ana-x1-ab@CVC.test'. */
function mixedCase(label: string): string {
  const [local, domain] = uniqueEmail(label).split('@');
  return `${local!.charAt(0).toUpperCase()}${local!.slice(1)}@${domain!.toUpperCase()}`;
}

const ask = (client: Client, email: string, action: 'export' | 'erase') =>
  client.call<PersonalDataResult>(PERSONAL_DATA, { email, action });

const idsByCollection = (result: PersonalDataResult) =>
  Object.fromEntries(
    PERSONAL.map((name) => [
      name,
      result.records
        .filter((record) => record.collection === name)
        .map((record) => record.id)
        .sort(),
    ]),
  );

beforeAll(async () => {
  const account = await staffMember('privacy-admin', { role: 'admin' });
  currentUid = account.uid;
  current = await webClient(account);
  await recountStats(admin.db);
  const address = mixedCase('titular');
  visitor = planVisitor(address);
  baseline = await visitorCounts(visitor);
  await seedVisitor(visitor);
  // The event and report the visitor's records name exist, with English and Spanish versions: an erasure deletes
  // the person's records only, never staff-written content or its translations.
  await Promise.all([
    admin.db.collection(COLLECTIONS.events).doc(visitor.eventId).set(translatedEvent),
    admin.db.collection(COLLECTIONS.reports).doc(visitor.reportId).set(translatedReport),
  ]);
});
afterAll(async () => {
  await Promise.all([
    admin.db.collection(COLLECTIONS.events).doc(visitor.eventId).delete(),
    admin.db.collection(COLLECTIONS.reports).doc(visitor.reportId).delete(),
  ]);
  await closeClients();
});

describe('personalData: export', () => {
  it('finds the records of every collection for the address typed in another case', async () => {
    const asked = `  ${visitor.typed.toUpperCase()} `;
    const result = await ask(current, asked, 'export');
    expect(result.action).toBe('export');
    expect(result.email).toBe(visitor.typed.toLowerCase());
    expect(idsByCollection(result)).toEqual(
      Object.fromEntries(PERSONAL.map((name) => [name, [...(visitor.ids[name] ?? [])].sort()])),
    );
    expect(result.counts).toEqual({
      leads: 1,
      event_rsvp: 1,
      report_downloads: 1,
      mail: 2,
      newsletter_subscribers: 1,
    });
    const lead = result.records.find((record) => record.collection === COLLECTIONS.leads)!;
    expect(lead.data).toMatchObject({ name: 'Ana Titular', email: visitor.typed });
    // Timestamps come as ISO strings, so the export is plain JSON.
    expect(lead.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(result.kept).toEqual([]);
    expect(result.erasure_id).toBeUndefined();
  });

  it('answers an address with nothing held with empty results, not an error', async () => {
    for (const action of ['export', 'erase'] as const) {
      const result = await ask(current, uniqueEmail('ninguem'), action);
      expect(result.records).toEqual([]);
      expect(result.counts).toEqual(noneHeld);
    }
  });

  it('refuses a missing or malformed address or action with a clear message', async () => {
    for (const data of [
      { email: '', action: 'export' },
      { email: 'não-é-email', action: 'export' },
      {
        email: 'a@b.co',
        action: 'delete',
      },
    ]) {
      expect(await callableError(current.call(PERSONAL_DATA, data))).toEqual({
        code: 'functions/invalid-argument',
        message: PERSONAL_DATA_MESSAGES.invalidRequest,
      });
    }
  });
});

describe('personalData: who may ask', () => {
  it('refuses staff without the admin role, and callers not signed in', async () => {
    const member = await webClient(await staffMember('privacy-leads', { permissions: { leads: true } }));
    expect(await callableError(ask(member, visitor.typed, 'export'))).toEqual({
      code: 'functions/permission-denied',
      message: STAFF_MESSAGES.notAdmin,
    });
    expect(await callableError(ask(await webClient(), visitor.typed, 'export'))).toEqual({
      code: 'functions/unauthenticated',
      message: STAFF_MESSAGES.unauthenticated,
    });
  });

  it('refuses a removed admin whose ID token still says admin', async () => {
    const account = await staffMember('privacy-removed', { role: 'admin' });
    const removed = await webClient(account);
    // Before: the same client is a working admin, so the refusal below is about the removal.
    await ask(removed, uniqueEmail('antes'), 'export');
    await current.call(STAFF_FUNCTIONS.remove, { uid: account.uid });
    expect((await removed.auth.currentUser!.getIdTokenResult()).claims).toMatchObject({ role: 'admin' });
    for (const action of ['export', 'erase'] as const) {
      expect(await callableError(ask(removed, visitor.typed, action))).toEqual({
        code: 'functions/unauthenticated',
        message: STAFF_MESSAGES.sessionEnded,
      });
    }
  });
});

describe('personalData: erase', () => {
  let erased: PersonalDataResult;

  it('deletes every record, and the delete triggers take them off the counters', async () => {
    await countsSettle(
      visitor,
      (c) => c.newLeads === baseline.newLeads + 1 && c.rsvp === 1 && c.downloads === 1,
    );
    erased = await ask(current, visitor.typed.toLowerCase(), 'erase');
    expect(erased.counts).toEqual({
      leads: 1,
      event_rsvp: 1,
      report_downloads: 1,
      mail: 2,
      newsletter_subscribers: 1,
    });

    for (const [name, ids] of Object.entries(visitor.ids)) {
      const snapshots = await admin.db.getAll(...ids.map((id) => admin.db.collection(name).doc(id)));
      expect(snapshots.filter((snapshot) => snapshot.exists).map((s) => s.id)).toEqual([]);
    }
    const after = await countsSettle(visitor, (c) => c.rsvp === 0 && c.downloads === 0);
    expect(after).toEqual(baseline);
    // A recount of what is left agrees with the counters the triggers kept.
    await recountStats(admin.db);
    expect(await visitorCounts(visitor)).toEqual(after);

    const again = await ask(current, visitor.typed, 'export');
    expect(again.records).toEqual([]);
  });

  it('leaves the event and report the records named as they were, with their translations', async () => {
    const [event, report] = await admin.db.getAll(
      admin.db.collection(COLLECTIONS.events).doc(visitor.eventId),
      admin.db.collection(COLLECTIONS.reports).doc(visitor.reportId),
    );
    expect(event!.data()).toEqual(translatedEvent);
    expect(report!.data()).toEqual(translatedReport);
  });

  it('records the erasure with a hash of the address, the counts, who and when: no address', async () => {
    const record = await admin.db.collection(PRIVACY_ERASURES_COLLECTION).doc(erased.erasure_id!).get();
    const data = record.data()!;
    expect(Object.keys(data).sort()).toEqual(['at', 'by_uid', 'counts', 'email_hash']);
    expect(data.email_hash).toBe(sha256(visitor.typed.toLowerCase()));
    expect(data.counts).toEqual(erased.counts);
    expect(data.by_uid).toBe(currentUid);
    const text = JSON.stringify(data).toLowerCase();
    expect(text).not.toContain(visitor.typed.toLowerCase());
    expect(text).not.toContain(visitor.typed.toLowerCase().split('@')[0]);
    // Admins read it through the rules, as the console would.
    expect((await getDoc(doc(current.db, PRIVACY_ERASURES_COLLECTION, record.id))).exists()).toBe(true);
  });

  it('run again, finishes what is left and answers empty when nothing is', async () => {
    // As if a first run had stopped after the lead: the rest is still there.
    const rest = await seedVisitor(planVisitor(visitor.typed));
    await admin.db.collection(COLLECTIONS.leads).doc(rest.ids.leads![0]!).delete();
    const second = await ask(current, visitor.typed, 'erase');
    expect(second.counts).toEqual({
      leads: 0,
      event_rsvp: 1,
      report_downloads: 1,
      mail: 2,
      newsletter_subscribers: 1,
    });
    const third = await ask(current, visitor.typed, 'erase');
    expect(third.counts).toEqual(noneHeld);
    expect(third.erasure_id).toBeTruthy();
  });
});

describe('personalData: the unsubscribe entry', () => {
  it('is listed by an export and kept by an erase: it holds only a hash and keeps the mail stopped', async () => {
    const address = mixedCase('descadastro');
    const suppression = admin.db.collection('mail_suppressions').doc(sha256(address.toLowerCase()));
    await suppression.set({ at: new Date(), source: 'one-click' });

    const exported = await ask(current, address, 'export');
    expect(exported.kept).toEqual([
      {
        collection: 'mail_suppressions',
        id: suppression.id,
        data: { at: expect.any(String), source: 'one-click' },
      },
    ]);
    const erased = await ask(current, address, 'erase');
    expect(erased.counts).toEqual(noneHeld);
    expect((await suppression.get()).exists).toBe(true);
  });
});
