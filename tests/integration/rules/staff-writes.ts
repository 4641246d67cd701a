import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from '../../support/rules-firestore';
import type { DocumentData, Firestore } from '../../support/rules-firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, STAFF_STAMPED } from '@cvc/domain';
import {
  ACTORS,
  ADMIN,
  ANONYMOUS,
  NO_RECORD,
  allow,
  allowed,
  asServer,
  closeDb,
  dbAs,
  deny,
  freshDb,
  dbWithToken,
  staffWith,
} from '../../support/rules';
import type { Actor } from '../../support/rules';
import * as F from '../../support/rules-fixtures';
import { TARGETS, stampWriter } from '../../support/rules-matrix';
import type { Target } from '../../support/rules-matrix';

/** The writer's stamp every staff write carries (the rules refuse any other uid). */
const by = (actor: Actor) => ({ updated_by: actor.uid });
const put = (actor: Actor, path: string, data: DocumentData) =>
  setDoc(doc(dbAs(actor), path), { ...data, ...by(actor) });

/** A partner document from before every write stored a type. */
function untypedPartner(): DocumentData {
  const { partner_type: _type, ...data } = F.partner('partner');
  return data;
}

/** Writes an actor's admin_users record as the staff callables would (past the rules). */
/** Writes the actor's record; the factor their tokens prove ('factor-1') approved unless `data` says otherwise. */
const record = (actor: Actor, data: DocumentData | null) =>
  asServer(async (db) => {
    const ref = doc(db, COLLECTIONS.adminUsers, actor.uid ?? 'no-uid');
    const base = { email: `${actor.id}@cvc.local`, name: actor.id, approved_factors: ['factor-1'] };
    await (data ? setDoc(ref, { ...base, ...data }) : deleteDoc(ref));
  });

const STAMP_OPERATIONS = ['create', 'update', 'delete'] as const;
type StampOperation = (typeof STAMP_OPERATIONS)[number];

/**
 * One operation of a target, by a member allowed it, three ways: with no stamp, under another member's uid, and
 * under their own. Only the last may pass. An update may not leave someone else's stamp in place either, and a
 * delete passes only once the stored document names the deleter. Returns what the rules did, case by case.
 */
async function stampRow(
  target: Target,
  operation: StampOperation,
  writer: Actor,
): Promise<Record<string, boolean>> {
  const other = writer.uid === ADMIN.uid ? staffWith('news') : ADMIN;
  const stamp = (actor: Actor) => ({ updated_by: actor.uid });
  const id = `stamp-${target.name.replace(/[^a-z]+/g, '-')}-${operation}`;
  const stored = target.stored(writer) ?? {};
  const seed = (suffix: string, extra: DocumentData) =>
    asServer((server) => setDoc(doc(server, target.collection, `${id}-${suffix}`), { ...stored, ...extra }));
  const db = freshDb(writer);
  const ref = (suffix: string) => doc(db, target.collection, `${id}-${suffix}`);
  try {
    if (operation === 'create') {
      return {
        'no stamp': await allowed(setDoc(ref('none'), target.create())),
        'another uid': await allowed(setDoc(ref('other'), { ...target.create(), ...stamp(other) })),
        'own uid': await allowed(setDoc(ref('own'), { ...target.create(), ...stamp(writer) })),
      };
    }
    if (operation === 'update') {
      await seed('plain', {});
      await seed('other', stamp(other));
      return {
        'no stamp': await allowed(updateDoc(ref('plain'), target.update)),
        "another's stamp left in place": await allowed(updateDoc(ref('other'), target.update)),
        'another uid': await allowed(updateDoc(ref('plain'), { ...target.update, ...stamp(other) })),
        'null stamp': await allowed(updateDoc(ref('plain'), { ...target.update, updated_by: null })),
        'own uid': await allowed(updateDoc(ref('plain'), { ...target.update, ...stamp(writer) })),
      };
    }
    await seed('plain', {});
    await seed('other', stamp(other));
    await seed('own', stamp(writer));
    return {
      'no stamp': await allowed(deleteDoc(ref('plain'))),
      'another uid': await allowed(deleteDoc(ref('other'))),
      'own uid': await allowed(deleteDoc(ref('own'))),
    };
  } finally {
    await closeDb(db);
  }
}

export function describeStaffWrites(): void {
  describe('every staff write names its writer: refused with no stamp or under another uid, allowed under their own', () => {
    const stamped = TARGETS.filter((target) => STAFF_STAMPED.includes(target.collection));

    it('has rows for every stamped collection', () => {
      const covered = stamped.filter((target) =>
        STAMP_OPERATIONS.some((operation) => stampWriter(target, operation, ACTORS)),
      );
      expect(new Set(covered.map((target) => target.collection))).toEqual(new Set(STAFF_STAMPED));
    });

    for (const target of stamped) {
      it(
        target.name,
        async () => {
          const got: Record<string, Record<string, boolean>> = {};
          const want: Record<string, Record<string, boolean>> = {};
          for (const operation of STAMP_OPERATIONS) {
            const writer = stampWriter(target, operation, ACTORS);
            if (!writer) continue;
            const row = await stampRow(target, operation, writer);
            got[`${operation} by ${writer.id}`] = row;
            want[`${operation} by ${writer.id}`] = Object.fromEntries(
              Object.keys(row).map((name) => [name, name === 'own uid']),
            );
          }
          expect(got).toEqual(want);
        },
        90_000,
      );
    }
  });

  describe('visibility and staff boundaries', () => {
    beforeAll(() =>
      asServer(async (db) => {
        await setDoc(doc(db, 'news/v-draft'), F.news(false));
        await setDoc(doc(db, 'news/v-published'), F.news(true));
        // A draft that still carries its old publication date stays hidden (SPEC §4: both conditions).
        await setDoc(doc(db, 'news/v-unpublished'), { ...F.news(true), status: 'draft' });
        await setDoc(doc(db, 'leads/v-lead'), F.storedLead());
        await setDoc(doc(db, 'partners/v-participant'), F.partner('participant'));
        await setDoc(doc(db, 'partners/v-untyped'), untypedPartner());
        // Stamped by its deleter, as the console does just before a delete.
        await setDoc(doc(db, 'partners/v-untyped-gone'), {
          ...untypedPartner(),
          ...by(staffWith('partners')),
        });
      }),
    );

    it('hides draft news from the public, including a draft with an old date', async () => {
      await deny(getDoc(doc(dbAs(ANONYMOUS), 'news/v-draft')));
      await deny(getDoc(doc(dbAs(ANONYMOUS), 'news/v-unpublished')));
      await deny(getDoc(doc(dbAs(NO_RECORD), 'news/v-draft')));
      await allow(getDoc(doc(dbAs(ANONYMOUS), 'news/v-published')));
    });

    it('denies a public news list that lacks either visibility filter, or asks a time not yet come', async () => {
      const news = collection(dbAs(ANONYMOUS), COLLECTIONS.news);
      const published = query(news, where('status', '==', 'published'));
      await deny(getDocs(news));
      await deny(getDocs(published));
      await deny(getDocs(query(news, where('published_at', '<=', new Date()))));
      // `!= null` would take a scheduled item too: the time must be bounded by the request's.
      await deny(getDocs(query(published, where('published_at', '!=', null))));
      await deny(getDocs(query(published, where('published_at', '<=', new Date(Date.now() + 3_600_000)))));
      await allow(getDocs(query(published, where('published_at', '<=', new Date()))));
    });

    it('denies a public lead read, even of a single document', async () => {
      await deny(getDoc(doc(dbAs(ANONYMOUS), 'leads/v-lead')));
      await deny(getDocs(query(collection(dbAs(ANONYMOUS), 'leads'), where('status', '==', 'new'))));
    });

    it('lets staff neither edit nor recreate their own record', async () => {
      const editor = staffWith('news');
      const own = `admin_users/${editor.uid}`;
      await allow(getDoc(doc(dbAs(editor), own)));
      await deny(updateDoc(doc(dbAs(editor), own), { permissions: { news: true, leads: true } }));
      await deny(updateDoc(doc(dbAs(editor), own), { role: 'admin' }));
      await deny(put(NO_RECORD, `admin_users/${NO_RECORD.uid}`, { ...F.adminUser(), role: 'admin' }));
    });

    it('ignores claims that are not a literal true, even with a record that grants the key', async () => {
      const fake: Actor = {
        id: 'fake',
        uid: 'uid-fake',
        claims: { perms: { news: 'true' as unknown as true } },
        secondFactor: true,
      };
      const owner: Actor = {
        id: 'owner',
        uid: 'uid-owner',
        claims: { role: 'owner' as 'admin' },
        secondFactor: true,
      };
      await record(fake, { permissions: { news: true } });
      await record(owner, { role: 'admin', permissions: {} });
      await deny(getDoc(doc(dbAs(fake), 'news/v-draft')));
      await deny(getDoc(doc(dbAs(owner), 'news/v-draft')));
    });

    it('lets leads staff change only status (to a known value) and notes', async () => {
      const ref = doc(dbAs(staffWith('leads')), 'leads/v-lead');
      const stamp = by(staffWith('leads'));
      await allow(updateDoc(ref, { status: 'lost', notes: null, ...stamp }));
      await deny(updateDoc(ref, { status: 'archived', ...stamp }));
      await deny(updateDoc(ref, { email: 'outro@empresa.com', ...stamp }));
      await deny(updateDoc(ref, { notes: 42, ...stamp }));
    });

    it('leaves repeat marking to the functions: no staff member, not even an admin, writes repeat_of or email_key', async () => {
      for (const actor of [staffWith('leads'), ADMIN]) {
        const ref = doc(dbAs(actor), 'leads/v-lead');
        await deny(updateDoc(ref, { repeat_of: 'another-lead', ...by(actor) }));
        await deny(updateDoc(ref, { email_key: 'maria@empresa.com.br', ...by(actor) }));
        await deny(updateDoc(ref, { status: 'lost', repeat_of: null, ...by(actor) }));
      }
      // The legitimate path, the Admin SDK trigger, is tested in integration/lead-repeats/repeatLeads.test.ts.
      await allow(
        updateDoc(doc(dbAs(staffWith('leads')), 'leads/v-lead'), {
          status: 'lost',
          ...by(staffWith('leads')),
        }),
      );
    });

    it('leaves search tokens to the receiveLead trigger: no staff member, not even an admin, writes them', async () => {
      for (const actor of [staffWith('leads'), ADMIN]) {
        const ref = doc(dbAs(actor), 'leads/v-lead');
        await deny(updateDoc(ref, { search_tokens: ['alguem'], ...by(actor) }));
        await deny(updateDoc(ref, { status: 'lost', search_tokens: [], ...by(actor) }));
      }
      // The legitimate path, the Admin SDK trigger, is tested in integration/leads/leadSearch.test.ts.
      await allow(updateDoc(doc(dbAs(ADMIN), 'leads/v-lead'), { status: 'contacted', ...by(ADMIN) }));
    });

    it('keeps each partner key to its own partner_type, before and after the write', async () => {
      const participants = staffWith('participants');
      await deny(put(participants, 'partners/p-new', F.partner('maintainer')));
      await deny(
        updateDoc(doc(dbAs(participants), 'partners/v-participant'), {
          partner_type: 'maintainer',
          is_maintainer: true,
          ...by(participants),
        }),
      );
      await allow(
        updateDoc(doc(dbAs(ADMIN), 'partners/v-participant'), {
          partner_type: 'maintainer',
          is_maintainer: true,
          ...by(ADMIN),
        }),
      );
      await deny(
        updateDoc(doc(dbAs(participants), 'partners/v-participant'), {
          name: 'Agora mantenedor',
          ...by(participants),
        }),
      );
    });

    it('treats a partner stored without a type as a partner: its key edits and deletes it, no other key', async () => {
      const partners = staffWith('partners');
      const others = [staffWith('maintainers'), staffWith('participants')];
      const typed = { partner_type: 'partner', is_maintainer: false };
      for (const other of others) {
        await deny(
          updateDoc(doc(dbAs(other), 'partners/v-untyped'), { ...typed, name: 'Outro', ...by(other) }),
        );
        await deny(deleteDoc(doc(dbAs(other), 'partners/v-untyped-gone')));
      }
      await deny(
        updateDoc(doc(dbAs(partners), 'partners/v-untyped'), {
          partner_type: 'maintainer',
          is_maintainer: true,
          ...by(partners),
        }),
      );
      await deny(
        updateDoc(doc(dbAs(partners), 'partners/v-untyped'), { name: 'Sem tipo ainda', ...by(partners) }),
      );
      await allow(
        updateDoc(doc(dbAs(partners), 'partners/v-untyped'), {
          ...typed,
          name: 'Agora parceiro',
          ...by(partners),
        }),
      );
      await allow(deleteDoc(doc(dbAs(partners), 'partners/v-untyped-gone')));
    });

    it("names the writer: a staff write without updated_by or with another's uid is refused, and a delete until the document names the deleter", async () => {
      const editor = staffWith('news');
      await asServer((server) => setDoc(doc(server, 'news/w-stamp'), F.news(false)));
      const ref = doc(dbAs(editor), 'news/w-stamp');
      await deny(updateDoc(ref, { title: 'Sem carimbo' }));
      await deny(updateDoc(ref, { title: 'Forjado', ...by(ADMIN) }));
      await deny(updateDoc(ref, { title: 'Anônimo', updated_by: null }));
      await deny(setDoc(doc(dbAs(editor), 'news/w-new'), { ...F.news(false), ...by(ADMIN) }));
      await deny(setDoc(doc(dbAs(editor), 'news/w-new'), F.news(false)));
      await deny(deleteDoc(ref));
      await allow(updateDoc(ref, by(editor)));
      await deny(deleteDoc(doc(dbAs(ADMIN), 'news/w-stamp')));
      await allow(deleteDoc(ref));
      // Leads and the site settings carry the stamp too.
      await deny(updateDoc(doc(dbAs(staffWith('leads')), 'leads/v-lead'), { status: 'new', ...by(ADMIN) }));
      await deny(setDoc(doc(dbAs(ADMIN), 'site_settings/w-stamp'), F.siteSettings()));
      await allow(setDoc(doc(dbAs(ADMIN), 'site_settings/w-stamp'), { ...F.siteSettings(), ...by(ADMIN) }));
    });
  });

  describe('a claim stands only on its admin_users record', () => {
    // Each actor here is new, so its record is whatever the test writes: only the record decides.
    const newsClaim: Actor = {
      id: 'claim-news',
      uid: 'uid-claim-news',
      claims: { perms: { news: true } },
      secondFactor: true,
    };
    const adminClaim: Actor = {
      id: 'claim-admin',
      uid: 'uid-claim-admin',
      claims: { role: 'admin' },
      secondFactor: true,
    };
    const readDraft = (actor: Actor) => getDoc(doc(dbAs(actor), 'news/v-draft'));

    it('refuses a key claim without a record, and allows it once the record grants the key', async () => {
      await record(newsClaim, null);
      await deny(readDraft(newsClaim));
      await record(newsClaim, { permissions: { news: true } });
      await allow(readDraft(newsClaim));
    });

    it('refuses a key the record no longer grants, or grants with a non-boolean', async () => {
      await record(newsClaim, { permissions: { news: false, leads: true } });
      await deny(readDraft(newsClaim));
      await record(newsClaim, { permissions: { news: 'true' } });
      await deny(readDraft(newsClaim));
      await record(newsClaim, { permissions: { news: true } });
      await allow(readDraft(newsClaim));
    });

    it('refuses an admin token whose record was demoted, and allows it while the record says admin', async () => {
      await record(adminClaim, { role: 'admin', permissions: {} });
      await allow(readDraft(adminClaim));
      await allow(getDocs(collection(dbAs(adminClaim), COLLECTIONS.adminUsers)));
      await record(adminClaim, { permissions: { leads: true } });
      await deny(readDraft(adminClaim));
      await deny(getDocs(collection(dbAs(adminClaim), COLLECTIONS.adminUsers)));
      await deny(getDoc(doc(dbAs(adminClaim), COLLECTIONS.adminUsers, staffWith('news').uid ?? '')));
      await record(adminClaim, null);
      await deny(readDraft(adminClaim));
    });

    it('refuses a record that grants more than the token claims', async () => {
      await record(newsClaim, { role: 'admin', permissions: {} });
      await deny(getDocs(collection(dbAs(newsClaim), COLLECTIONS.adminUsers)));
      await deny(getDoc(doc(dbAs(newsClaim), 'leads/v-lead')));
      await allow(readDraft(newsClaim));
    });

    it("refuses every client write to admin_users, an admin's valid record included", async () => {
      await deny(put(ADMIN, 'admin_users/x', F.adminUser()));
      await deny(put(ADMIN, `admin_users/${ADMIN.uid}`, { ...F.adminUser(), role: 'admin' }));
      await deny(updateDoc(doc(dbAs(ADMIN), `admin_users/${staffWith('news').uid}`), { permissions: {} }));
      await deny(deleteDoc(doc(dbAs(ADMIN), `admin_users/${staffWith('news').uid}`)));
      // The same admin may still read the records, so the refusals are about writing.
      await allow(getDoc(doc(dbAs(ADMIN), `admin_users/${staffWith('news').uid}`)));
    });
  });

  describe('staff writes carry the admin form validation', () => {
    const cases: [string, string, DocumentData][] = [
      ['news published without a date', 'news/x', { ...F.news(true), published_at: null }],
      ['news with an unknown status', 'news/x', { ...F.news(false), status: 'archived' }],
      ['news without a title', 'news/x', { ...F.news(false), title: '  ' }],
      ['news with an extra key', 'news/x', { ...F.news(false), author: 'eu' }],
      ['opinion without a columnist', 'opinions/x', { ...F.opinion(false), columnist_id: '' }],
      ['columnist without a bio', 'columnists/x', { ...F.columnist(), bio: null }],
      ['paid report without checkout URL', 'reports/x', { ...F.report(true), checkout_url: null }],
      ['paid report with a negative price', 'reports/x', { ...F.report(true), price: -1 }],
      ['free report with a price', 'reports/x', { ...F.report(true), is_free: true, checkout_url: null }],
      [
        'partner with is_maintainer contradicting the type',
        'partners/x',
        { ...F.partner('partner'), is_maintainer: true },
      ],
      ['partner without a logo', 'partners/x', { ...F.partner('partner'), logo_url: '' }],
      ['partner with a negative order', 'partners/x', { ...F.partner('partner'), display_order: -1 }],
      ['supplier of an unknown category', 'suppliers/x', { ...F.supplier(true), category: 'Outros' }],
      ['supplier with an unknown status', 'suppliers/x', { ...F.supplier(true), status: 'paused' }],
      ['event with a malformed date', 'events/x', { ...F.event(true), date: '10/03/2026' }],
      ['event with an impossible time', 'events/x', { ...F.event(true), start_time: '25:00' }],
      ['event with enabled as text', 'events/x', { ...F.event(true), enabled: 'true' }],
      ['event with no seats', 'events/x', { ...F.event(true), capacity: 0 }],
      ['event with a fractional capacity', 'events/x', { ...F.event(true), capacity: 2.5 }],
      ['event with a capacity as text', 'events/x', { ...F.event(true), capacity: '10' }],
      ['market sector maturity above 100', 'market_sectors/x', { ...F.marketSector(), maturity: 101 }],
      ['market sector with fractional CVCs', 'market_sectors/x', { ...F.marketSector(), cvcs: 1.5 }],
      ['CVC without a lookup key', 'cvcs/x', { ...F.cvc(), name_key: '' }],
      ['CVC whose key is not lower case', 'cvcs/x', { ...F.cvc(), name_key: 'Vertice Ventures' }],
      ['CVC name longer than /api/cvc-info looks up', 'cvcs/x', { ...F.cvc(), name: 'x'.repeat(121) }],
      ['CVC without a sector', 'cvcs/x', { ...F.cvc(), sector: ' ' }],
      ['CVC with fractional investments', 'cvcs/x', { ...F.cvc(), investments: 2.5 }],
      ['CVC with a negative portfolio', 'cvcs/x', { ...F.cvc(), portfolio_startups: -1 }],
      ['CVC with an unknown field', 'cvcs/x', { ...F.cvc(), website: 'https://x.example.org' }],
    ];
    for (const [name, path, data] of cases) {
      it(`denies ${name}, even to an admin`, () => deny(put(ADMIN, path, data)));
    }

    it('accepts a free report with price and checkout cleared, and a published news with its date', async () => {
      await allow(
        put(ADMIN, 'reports/free', { ...F.report(true), is_free: true, price: null, checkout_url: null }),
      );
      await allow(put(staffWith('news'), 'news/ok', F.news(true)));
    });

    it('accepts an event with a whole number of seats, or none', async () => {
      await allow(put(staffWith('events'), 'events/seats', { ...F.event(true), capacity: 1 }));
      await allow(put(staffWith('events'), 'events/unlimited', { ...F.event(true), capacity: null }));
    });

    it('keeps a newsletter edition’s `send` to the function: no client writes it, even on a draft', async () => {
      const editor = staffWith('leads');
      const send = { recipients: 3, batches: 1 };
      await deny(put(editor, 'newsletter_editions/with-send', { ...F.editionDraft(), send }));
      await allow(put(editor, 'newsletter_editions/draft', F.editionDraft()));
      const ref = doc(dbAs(editor), 'newsletter_editions/draft');
      await deny(updateDoc(ref, { send, ...by(editor) }));
      await deny(updateDoc(ref, { send: null, ...by(editor) }));
      await allow(updateDoc(ref, { subject_pt: 'Outro assunto', ...by(editor) }));
    });

    it('lets rsvp holders change only status and check-in, check-in only for a confirmed guest', async () => {
      const path = 'event_rsvp/checkin';
      const stored = { ...F.storedRsvp(F.SUPPORT.enabledEvent), status: 'confirmed' };
      await asServer((server) => setDoc(doc(server, path), stored));
      const rsvp = staffWith('rsvp');
      const stamp = by(rsvp);
      const ref = doc(dbAs(rsvp), path);
      await allow(updateDoc(ref, { checked_in_at: serverTimestamp(), ...stamp }));
      await allow(updateDoc(ref, { checked_in_at: null, ...stamp }));
      await deny(updateDoc(ref, { checked_in_at: new Date('2020-01-01'), ...stamp }));
      await deny(updateDoc(ref, { status: 'vip', ...stamp }));
      await deny(updateDoc(ref, { status: 'confirmed', name: 'Outro', ...stamp }));
      await allow(updateDoc(ref, { status: 'waitlisted', ...stamp }));
      await deny(updateDoc(ref, { checked_in_at: serverTimestamp(), ...stamp }));
      await deny(
        updateDoc(doc(dbAs(staffWith('events')), path), { status: 'cancelled', ...by(staffWith('events')) }),
      );
      await deny(updateDoc(doc(dbAs(ANONYMOUS), path), { status: 'cancelled' }));
    });

    it('lets rsvp holders stamp a sign-up the trigger has not given a status yet, then delete it', async () => {
      const path = 'event_rsvp/no-status';
      await asServer((server) => setDoc(doc(server, path), F.storedRsvp(F.SUPPORT.enabledEvent)));
      const rsvp = staffWith('rsvp');
      const ref = doc(dbAs(rsvp), path);
      await deny(deleteDoc(ref));
      await deny(updateDoc(ref, by(ADMIN)));
      await deny(updateDoc(doc(dbAs(staffWith('events')), path), by(staffWith('events'))));
      await allow(updateDoc(ref, by(rsvp)));
      await deny(deleteDoc(doc(dbAs(ADMIN), path)));
      await allow(deleteDoc(ref));
    });
  });

  describe('a staff token counts only with its second factor and a current session', () => {
    const member = { id: 'factor-admin', uid: 'uid-factor-admin' };
    /** A client holding an emulator ID token with exactly these claims (role admin plus `token`). */
    async function asToken<T>(token: Record<string, unknown>, check: (db: Firestore) => Promise<T>) {
      const db = dbWithToken(member.uid, { role: 'admin', ...token });
      try {
        return await check(db);
      } finally {
        await closeDb(db);
      }
    }
    const withFactor = (factor: string, extra: Record<string, unknown> = {}) => ({
      firebase: {
        sign_in_provider: 'password',
        identities: {},
        sign_in_second_factor: factor,
        second_factor_identifier: 'factor-1',
      },
      ...extra,
    });
    const readDraft = (db: Firestore) => getDoc(doc(db, 'news/v-draft'));
    const readTeam = (db: Firestore) => getDocs(collection(db, COLLECTIONS.adminUsers));
    const readOwn = (db: Firestore) => getDoc(doc(db, COLLECTIONS.adminUsers, member.uid));

    beforeAll(() => record({ ...member, claims: { role: 'admin' }, secondFactor: true }, { role: 'admin' }));

    it('refuses the password alone everywhere, the own record included, and allows SMS or TOTP', async () => {
      const passwordOnly = { firebase: { sign_in_provider: 'password', identities: {} } };
      await asToken(passwordOnly, (db) => deny(readDraft(db)));
      await asToken(passwordOnly, (db) => deny(readTeam(db)));
      await asToken(passwordOnly, (db) => deny(readOwn(db)));
      await asToken(withFactor('phone'), (db) => allow(readDraft(db)));
      await asToken(withFactor('phone'), (db) => allow(readTeam(db)));
      await asToken(withFactor('phone'), (db) => allow(readOwn(db)));
      await asToken(withFactor('totp'), (db) => allow(readDraft(db)));
    });

    it('refuses a factor Firebase never writes, and a claim named like it outside `firebase`', async () => {
      await asToken(withFactor('email'), (db) => deny(readDraft(db)));
      await asToken(
        { firebase: { sign_in_provider: 'password', identities: {} }, sign_in_second_factor: 'phone' },
        (db) => deny(readDraft(db)),
      );
    });

    it('ends a session signed in before a reset of the factors, and keeps one signed in after it', async () => {
      const now = Math.floor(Date.now() / 1000);
      await record(
        { ...member, claims: null, secondFactor: true },
        { role: 'admin', sessions_valid_after: now + 60 },
      );
      await asToken(withFactor('phone', { auth_time: now }), (db) => deny(readDraft(db)));
      await asToken(withFactor('phone', { auth_time: now }), (db) => deny(readTeam(db)));
      await asToken(withFactor('phone', { auth_time: now }), (db) => deny(readOwn(db)));
      await record(
        { ...member, claims: null, secondFactor: true },
        { role: 'admin', sessions_valid_after: now - 60 },
      );
      await asToken(withFactor('phone', { auth_time: now }), (db) => allow(readDraft(db)));
      await asToken(withFactor('phone', { auth_time: now }), (db) => allow(readOwn(db)));
    });
  });
}
