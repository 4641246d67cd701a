import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { migrateReportFiles } from '../../../scripts/lib/migrate-report-files';

// A project of its own, so the migration sees only the reports written here.
const app = initializeApp({ projectId: 'demo-migrate-report-files' }, 'migrate-report-files');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const report = (title: string) => ({
  title,
  description: 'D',
  is_free: true,
  price: null,
  checkout_url: null,
});

it('moves every file address still on a report into report_files, once', async () => {
  const reports = db.collection(COLLECTIONS.reports);
  const files = db.collection(COLLECTIONS.reportFiles);
  await reports.doc('old-1').set({ ...report('Antigo 1'), pdf_url: '/files/reports/old-1.pdf' });
  await reports.doc('old-2').set({ ...report('Antigo 2'), pdf_url: 'https://cdn.example.org/old-2.pdf' });
  await reports.doc('new-1').set(report('Novo'));
  await files.doc('new-1').set({ pdf_url: '/files/reports/new-1.pdf' });

  expect((await migrateReportFiles(db)).sort()).toEqual(['old-1', 'old-2']);
  for (const id of ['old-1', 'old-2', 'new-1']) {
    const data = (await reports.doc(id).get()).data();
    expect(data, id).not.toHaveProperty('pdf_url');
    expect(data?.title, id).toMatch(/Antigo|Novo/);
  }
  expect((await files.doc('old-1').get()).data()).toEqual({ pdf_url: '/files/reports/old-1.pdf' });
  expect((await files.doc('old-2').get()).data()).toEqual({ pdf_url: 'https://cdn.example.org/old-2.pdf' });
  expect((await files.doc('new-1').get()).data()).toEqual({ pdf_url: '/files/reports/new-1.pdf' });

  expect(await migrateReportFiles(db)).toEqual([]);
});
