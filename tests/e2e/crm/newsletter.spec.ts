import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../../support/test';
import { AUDIENCE_TIME_ZONE, COLLECTIONS, newsletterCsv } from '@cvc/domain';
import { NEWSLETTER_MESSAGES } from '../../../admin/src/texts/newsletter';
import { admin, downloadOf, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

// The console's Newsletter screen under the CRM: the subscriptions newest first with their status in words,
// found by a whole address in any case, exported as the domain's file, and one removed after a confirmation.

process.env.TZ = AUDIENCE_TIME_ZONE;
test.use({ timezoneId: AUDIENCE_TIME_ZONE, acceptDownloads: true });

const idOf = (email: string) => createHash('sha256').update(email).digest('hex');

test('Newsletter: search by address, status in words, CSV export, remove one', async ({ page }) => {
  const { db } = admin();
  const tag = uniqueTag('newsletter');
  const confirmed = `e2e-${tag}-confirmada@example.com`;
  const pending = `e2e-${tag}-pendente@example.com`;
  const subscribers = db.collection(COLLECTIONS.newsletterSubscribers);
  const confirmedRow = {
    email: confirmed,
    status: 'confirmed' as const,
    language: 'es',
    source: 'footer:/es/noticias',
    notice_version: '2026-11-25',
    requested_at: new Date('2026-11-27T13:05:00Z'),
    confirmed_at: new Date('2026-11-27T13:09:00Z'),
  };
  await subscribers.doc(idOf(confirmed)).set({
    ...confirmedRow,
    requested_at: Timestamp.fromDate(confirmedRow.requested_at),
    confirmed_at: Timestamp.fromDate(confirmedRow.confirmed_at),
  });
  await subscribers.doc(idOf(pending)).set({
    email: pending,
    status: 'pending',
    language: 'pt',
    source: 'leads:Associação',
    notice_version: '2026-11-25',
    requested_at: Timestamp.now(),
    confirmed_at: null,
    expire_at: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
  });

  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Newsletter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter/);
  const pendingRow = page.getByRole('row').filter({ hasText: pending });
  await expect(pendingRow).toContainText('Aguardando confirmação');

  await page.getByLabel(NEWSLETTER_MESSAGES.search).fill(confirmed.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: confirmed });
  await expect(row).toContainText('Confirmada');
  await expect(row).toContainText('footer:/es/noticias');
  await expect(row).toContainText('27/11/2026 10:05');

  const file = await downloadOf(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  expect(file.fileName).toMatch(/^newsletter-inscritos-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.bytes.toString('utf8')).toBe(newsletterCsv([confirmedRow]));

  await row.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.deleteConfirm)).toBeVisible();
  await page.getByRole('button', { name: /Confirmar|Confirm/ }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await subscribers.doc(idOf(confirmed)).get()).exists).toBe(false);
  await subscribers.doc(idOf(pending)).delete();
});
