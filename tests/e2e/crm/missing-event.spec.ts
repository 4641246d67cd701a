import { expect, test } from '../../support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, MISSING_EVENT_TITLE } from '@cvc/domain';
import { admin, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

test("Inscrições: a sign-up whose event was deleted says 'Evento não encontrado' in the event's cell", async ({
  page,
}) => {
  expect(MISSING_EVENT_TITLE).toBe('Evento não encontrado');
  const { db } = admin();
  const tag = uniqueTag('missing-event');
  const name = `Órfã ${tag}`;
  const event = db.collection(COLLECTIONS.events).doc(`e2e-${tag}`);
  // Disabled, so the public home never shows it; deleted below before the screen opens.
  await event.set({
    title: `Evento ${tag}`,
    date: '2026-12-10',
    location: 'São Paulo',
    description: 'x',
    enabled: false,
  });
  const rsvp = db.collection(COLLECTIONS.eventRsvp).doc(`e2e-${tag}`);
  await rsvp.set({
    event_id: event.id,
    name,
    email: `${tag}@example.com`,
    company: 'Ipê Telecom',
    position: 'Gerente',
    phone: '(11) 98888-1111',
    // Newest of all, so it is on the first page.
    created_at: Timestamp.fromDate(new Date(Date.now() + 60_000)),
  });
  await event.delete();

  try {
    await openConsoleAs(page, DEMO_ADMIN, '/admin/rsvp');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(MISSING_EVENT_TITLE);
  } finally {
    await rsvp.delete();
  }
});
