import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, it } from 'vitest';
import { COLLECTIONS, sourceFingerprint } from '@cvc/domain';
import { migrateTranslationState } from '../../../scripts/lib/migrate-translation-state';

// A project of its own, so the migration sees only the items written here.
const app = initializeApp({ projectId: 'demo-migrate-translation-state' }, 'migrate-translation-state');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const report = { title: 'Panorama', description: 'Estudo anual.', category: 'Pesquisa' };
const translated = (fingerprint: string) => ({
  en: { title: 'Outlook', description: 'Annual study.', source_fingerprint: fingerprint },
});

it('writes translation_state on the items that lack it, as a console save computes it, once', async () => {
  const reports = db.collection(COLLECTIONS.reports);
  await reports.doc('untranslated').set(report);
  await reports
    .doc('current')
    .set({ ...report, translations: translated(sourceFingerprint('reports', report)) });
  await reports.doc('outdated').set({ ...report, translations: translated('00000000') });
  const kept = { en: 'current', es: 'missing' };
  await reports.doc('stated').set({ ...report, translation_state: kept });
  await db
    .collection(COLLECTIONS.suppliers)
    .doc('supplier')
    .set({ name: 'S', description: 'D', services: [] });

  expect(await migrateTranslationState(db, { dryRun: true })).toMatchObject({ reports: 3, suppliers: 1 });
  expect((await reports.doc('untranslated').get()).get('translation_state')).toBeUndefined();

  expect(await migrateTranslationState(db)).toMatchObject({ reports: 3, suppliers: 1, news: 0 });
  const state = async (id: string) => (await reports.doc(id).get()).get('translation_state');
  expect(await state('untranslated')).toEqual({ en: 'missing', es: 'missing' });
  expect(await state('current')).toEqual({ en: 'current', es: 'missing' });
  expect(await state('outdated')).toEqual({ en: 'outdated', es: 'missing' });
  expect(await state('stated')).toEqual(kept);
  expect((await db.collection(COLLECTIONS.suppliers).doc('supplier').get()).get('translation_state')).toEqual(
    {
      en: 'missing',
      es: 'missing',
    },
  );

  expect(await migrateTranslationState(db)).toMatchObject({ reports: 0, suppliers: 0 });
});
