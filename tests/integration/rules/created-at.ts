import { Timestamp, deleteField, doc, setDoc, updateDoc } from '../../support/rules-firestore';
import type { DocumentData } from '../../support/rules-firestore';
import { beforeAll, describe, it } from 'vitest';
import type { PermissionKey } from '@cvc/domain';
import { allow, asServer, dbAs, deny, staffWith } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

// When an item was created is history: a staff save keeps it as stored, so nobody back-dates or re-dates an
// article, a report or an event (the console writes it once, at creation, and never sends it again).
const CREATED = Timestamp.fromDate(new Date('2025-03-01T09:00:00Z'));

const cases: { collection: string; key: PermissionKey; stored: DocumentData }[] = [
  { collection: 'news', key: 'news', stored: F.news(true) },
  { collection: 'opinions', key: 'opinions', stored: F.opinion(true) },
  { collection: 'reports', key: 'reports', stored: F.report(true) },
  { collection: 'events', key: 'events', stored: F.event(true) },
  { collection: 'suppliers', key: 'suppliers', stored: F.supplier(true) },
  { collection: 'columnists', key: 'columnists', stored: F.columnist() },
];

export function describeCreatedAt(): void {
  describe.each(cases)('$collection created_at', ({ collection, key, stored }) => {
    const path = `${collection}/created-at-kept`;
    const by = { updated_by: staffWith(key).uid };
    beforeAll(() => asServer((db) => setDoc(doc(db, path), { ...stored, created_at: CREATED })));

    it('lets staff save the item with created_at as stored, or left out', async () => {
      const ref = doc(dbAs(staffWith(key)), path);
      await allow(updateDoc(ref, { created_at: CREATED, ...by }));
      await allow(updateDoc(ref, { ...by }));
    });

    it('refuses a staff save that changes or drops it', async () => {
      const ref = doc(dbAs(staffWith(key)), path);
      await deny(updateDoc(ref, { created_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')), ...by }));
      await deny(updateDoc(ref, { created_at: deleteField(), ...by }));
    });
  });
}
