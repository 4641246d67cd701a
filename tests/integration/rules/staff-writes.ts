import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { ADMIN, ANONYMOUS, NO_RECORD, allow, asServer, dbAs, deny, staffWith } from '../../support/rules';
import type { Actor } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

const put = (actor: Actor, path: string, data: DocumentData) => setDoc(doc(dbAs(actor), path), data);

export function describeStaffWrites(): void {
  describe('visibility and staff boundaries', () => {
    beforeAll(() =>
      asServer(async (db) => {
        await setDoc(doc(db, 'news/v-draft'), F.news(false));
        await setDoc(doc(db, 'news/v-published'), F.news(true));
        // A draft that still carries its old publication date stays hidden (SPEC §4: both conditions).
        await setDoc(doc(db, 'news/v-unpublished'), { ...F.news(true), status: 'draft' });
        await setDoc(doc(db, 'leads/v-lead'), F.storedLead());
        await setDoc(doc(db, 'partners/v-participant'), F.partner('participant'));
        await setDoc(doc(db, `admin_users/${staffWith('news').uid}`), F.adminUser());
      }),
    );

    it('hides draft news from the public, including a draft with an old date', async () => {
      await deny(getDoc(doc(dbAs(ANONYMOUS), 'news/v-draft')));
      await deny(getDoc(doc(dbAs(ANONYMOUS), 'news/v-unpublished')));
      await deny(getDoc(doc(dbAs(NO_RECORD), 'news/v-draft')));
      await allow(getDoc(doc(dbAs(ANONYMOUS), 'news/v-published')));
    });

    it('denies a public news list that lacks either visibility filter', async () => {
      const news = collection(dbAs(ANONYMOUS), COLLECTIONS.news);
      await deny(getDocs(news));
      await deny(getDocs(query(news, where('status', '==', 'published'))));
      await deny(getDocs(query(news, where('published_at', '!=', null))));
      await allow(
        getDocs(query(news, where('status', '==', 'published'), where('published_at', '!=', null))),
      );
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

    it('ignores claims that are not a literal true', async () => {
      const fake: Actor = {
        id: 'fake',
        uid: 'uid-fake',
        claims: { perms: { news: 'true' as unknown as true } },
      };
      await deny(getDoc(doc(dbAs(fake), 'news/v-draft')));
      const owner: Actor = { id: 'owner', uid: 'uid-owner', claims: { role: 'owner' as 'admin' } };
      await deny(getDoc(doc(dbAs(owner), 'news/v-draft')));
    });

    it('lets leads staff change only status (to a known value) and notes', async () => {
      const ref = doc(dbAs(staffWith('leads')), 'leads/v-lead');
      await allow(updateDoc(ref, { status: 'lost', notes: null }));
      await deny(updateDoc(ref, { status: 'archived' }));
      await deny(updateDoc(ref, { email: 'outro@empresa.com' }));
      await deny(updateDoc(ref, { notes: 42 }));
    });

    it('keeps each partner key to its own partner_type, before and after the write', async () => {
      const participants = staffWith('participants');
      await deny(put(participants, 'partners/p-new', F.partner('maintainer')));
      await deny(
        updateDoc(doc(dbAs(participants), 'partners/v-participant'), {
          partner_type: 'maintainer',
          is_maintainer: true,
        }),
      );
      await allow(
        updateDoc(doc(dbAs(ADMIN), 'partners/v-participant'), {
          partner_type: 'maintainer',
          is_maintainer: true,
        }),
      );
      await deny(updateDoc(doc(dbAs(participants), 'partners/v-participant'), { name: 'Agora mantenedor' }));
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
      ['market sector maturity above 100', 'market_sectors/x', { ...F.marketSector(), maturity: 101 }],
      ['market sector with fractional CVCs', 'market_sectors/x', { ...F.marketSector(), cvcs: 1.5 }],
      [
        'staff record with an unknown permission key',
        'admin_users/x',
        { ...F.adminUser(), permissions: { root: true } },
      ],
      ['staff record with another role', 'admin_users/x', { ...F.adminUser(), role: 'owner' }],
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
  });
}
