import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { expect, test } from '../../support/test';
import { expectNoSeriousViolations } from '../../support/axe';
import { adminDb } from '../home/firestore';
import { removeWrittenEvents, writeEvent } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

test.afterAll(removeWrittenEvents);

// At the door, on a phone: staff choose the event, search the guest by name and check her in, and can undo it.
const PHONE = { width: 390, height: 844 };

test('staff check a guest in on a phone-sized screen', async ({ page }) => {
  const id = await writeEvent('porta');
  const rsvps = adminDb().collection(COLLECTIONS.eventRsvp);
  const guest = rsvps.doc(`${id}-guest`);
  const base = {
    event_id: id,
    company: 'Empresa',
    position: 'Diretora',
    phone: '11 90000-0000',
    created_at: Timestamp.fromDate(new Date(Date.now() - 86_400_000)),
  };
  await guest.set({ ...base, name: 'Helena Araújo', email: 'helena@porta.example.com', status: 'confirmed' });
  await rsvps
    .doc(`${id}-waiting`)
    .set({ ...base, name: 'Heitor Waitlist', email: 'heitor@porta.example.com', status: 'waitlisted' });

  // Signed in as on a desk (the sign-in helper waits for the sidebar), then at the door with a phone.
  await openConsoleAs(page, DEMO_ADMIN);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/rsvp');
  await page.getByLabel('Evento', { exact: true }).click();
  await page.getByRole('option', { name: `Café com CVCs porta` }).click();
  const desk = page.getByRole('region', { name: 'Check-in' });
  await expect(desk).toContainText('Confirmada: 1 · Lista de espera: 1 · Cancelada: 0 · Check-in: 0');
  await desk.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('helena');
  await expect(desk.getByRole('listitem')).toHaveCount(1);
  // Scanned whole as staff see it while typing, the search field focused.
  await expectNoSeriousViolations(page, 'check-in desk on a phone');

  await desk.getByRole('button', { name: 'Check-in: Helena Araújo' }).click();
  await expect(desk.getByRole('button', { name: 'Desfazer check-in: Helena Araújo' })).toBeVisible();
  await expect.poll(async () => Boolean((await guest.get()).get('checked_in_at'))).toBe(true);

  // A waitlisted guest has no check-in button.
  await desk.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('heitor');
  await expect(desk.getByRole('listitem')).toContainText('Lista de espera');
  await expect(desk.getByRole('button', { name: /Check-in: Heitor/ })).toHaveCount(0);

  // A mistaken check-in is undone.
  await desk.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('HELENA');
  await desk.getByRole('button', { name: 'Desfazer check-in: Helena Araújo' }).click();
  await expect(desk.getByRole('button', { name: 'Check-in: Helena Araújo' })).toBeVisible();
  await expect.poll(async () => (await guest.get()).get('checked_in_at')).toBeNull();
});
