import { deleteField, doc, setDoc, updateDoc } from '../../support/rules-firestore';
import type { DocumentData } from '../../support/rules-firestore';
import { beforeAll, describe, it } from 'vitest';
import { PREVIOUS_SLUGS_FIELD } from '@cvc/domain';
import { ADMIN, allow, asServer, dbAs, deny, staffWith } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

// The addresses an item was public under are the system's (a trigger keeps them): staff save the item, never
// its old addresses, so no one can point an old link at another article.
const KEPT = ['titulo-antigo'];
/** The writer's stamp every staff write carries. */
const by = (key: 'news' | 'opinions') => ({ updated_by: staffWith(key).uid });

const cases: { collection: string; key: 'news' | 'opinions'; stored: DocumentData }[] = [
  { collection: 'news', key: 'news', stored: F.news(true) },
  { collection: 'opinions', key: 'opinions', stored: F.opinion(true) },
];

export function describePreviousSlugs(): void {
  describe.each(cases)('$collection previous slugs', ({ collection, key, stored }) => {
    const path = `${collection}/slugs-kept`;
    beforeAll(() => asServer((db) => setDoc(doc(db, path), { ...stored, [PREVIOUS_SLUGS_FIELD]: KEPT })));

    it('lets staff save the item while its previous slugs stay as stored', async () => {
      await allow(
        updateDoc(doc(dbAs(staffWith(key)), path), { title: 'Título novo', slug: 'titulo-novo', ...by(key) }),
      );
    });

    it('refuses a staff write that adds, replaces or drops them, admins included', async () => {
      const ref = doc(dbAs(staffWith(key)), path);
      await deny(updateDoc(ref, { [PREVIOUS_SLUGS_FIELD]: [...KEPT, 'outro-artigo'], ...by(key) }));
      await deny(updateDoc(ref, { [PREVIOUS_SLUGS_FIELD]: [], ...by(key) }));
      await deny(updateDoc(ref, { [PREVIOUS_SLUGS_FIELD]: deleteField(), ...by(key) }));
      await deny(
        updateDoc(doc(dbAs(ADMIN), path), { [PREVIOUS_SLUGS_FIELD]: ['forjado'], updated_by: ADMIN.uid }),
      );
      // A whole-document write that leaves them out drops them too.
      await deny(setDoc(ref, { ...stored, ...by(key) }));
    });

    it('refuses a new item created with previous slugs, and takes one without', async () => {
      const db = dbAs(staffWith(key));
      await deny(
        setDoc(doc(db, `${collection}/slugs-new`), { ...stored, [PREVIOUS_SLUGS_FIELD]: KEPT, ...by(key) }),
      );
      await allow(setDoc(doc(db, `${collection}/slugs-new`), { ...stored, ...by(key) }));
    });
  });
}
