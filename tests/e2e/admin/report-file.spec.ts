import { COLLECTIONS } from '@cvc/domain';
import { expect, test } from '../../support/test';
import { adminDb } from '../home/firestore';
import { DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// The report form edits the file address as before, while the public report never holds it.
const PAID = 'report-03';

test('the report form shows and saves the file address, kept in report_files', async ({ page }) => {
  const db = adminDb();
  const fileRef = db.collection(COLLECTIONS.reportFiles).doc(PAID);
  const original = (await fileRef.get()).get('pdf_url') as string;
  expect(original).toMatch(/^\/files\/reports\/.+\.pdf$/);

  await openConsoleAs(page, DEMO_ADMIN, `/admin/reports/${PAID}`);
  const pdfUrl = page.getByRole('textbox', { name: 'URL do PDF' });
  await expect(pdfUrl).toHaveValue(original);
  const changed = 'https://arquivos.example.org/benchmark-2025.pdf';
  try {
    await pdfUrl.fill(changed);
    await page.getByRole('button', { name: /salvar/i }).click();
    await expect.poll(async () => (await fileRef.get()).get('pdf_url')).toBe(changed);
    const report = (await db.collection(COLLECTIONS.reports).doc(PAID).get()).data();
    expect(report).toMatchObject({ title: 'Benchmark de Remuneração em Equipes de CVC', is_free: false });
    expect(report).not.toHaveProperty('pdf_url');
  } finally {
    await fileRef.set({ pdf_url: original });
  }
});
