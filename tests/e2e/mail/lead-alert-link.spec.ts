import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { admin, uniqueTag } from '../crm/support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

// The new-lead alert links to /admin/leads?lead=<id>: the leads screen opens on that one lead.

test('the link of a lead alert opens the leads screen on that lead, and "Ver todos os leads" clears it', async ({
  page,
}) => {
  const tag = uniqueTag('alerta');
  // Written past the triggers' age limit, so they send nothing.
  const lead = (n: number) => ({
    name: `Lead ${tag} ${n}`,
    email: `${tag}-${n}@example.com`,
    company: 'Empresa',
    phone: '11 90000-0000',
    source: 'Associação',
    status: 'new',
    created_at: Timestamp.fromMillis(Date.now() - 3_600_000),
  });
  const { db } = admin();
  const first = await db.collection(COLLECTIONS.leads).add(lead(1));
  await db.collection(COLLECTIONS.leads).add(lead(2));

  await openConsoleAs(page, DEMO_ADMIN, `/admin/leads?lead=${first.id}`);
  const rows = page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-lead-id', first.id);
  await expect(page.getByText('Mostrando o lead do aviso por e-mail.')).toBeVisible();

  await page.getByRole('button', { name: 'Ver todos os leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
});
