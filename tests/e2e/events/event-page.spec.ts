import { expect, test, triggersRan } from '../../support/test';
import { expectNoSeriousViolations } from '../../support/axe';
import { uniqueEmail } from '../home/firestore';
import { jsonLd, removeWrittenEvents, signUp, statusOf, writeEvent } from './support';

test.afterAll(removeWrittenEvents);

// An event's own page in Portuguese and English: rendered with its JSON-LD, the form, the seats left, and once
// the seats are taken, the waitlist wording; then a guest gives up a seat from the link in her mail and the first
// waitlisted gets the confirmation with the calendar file.

test('the event page in pt and en: JSON-LD, seats left, the form, then full and the waitlist', async ({
  page,
  inbox,
}) => {
  const id = await writeEvent('pagina', { capacity: 1 });

  await page.goto(`/evento/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Café com CVCs pagina/);
  const data = await jsonLd(page);
  expect(data).toMatchObject({
    '@type': 'Event',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: 'Av. Paulista, 1000 - São Paulo, SP' },
    organizer: { '@type': 'Organization' },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
  });
  expect(String(data.url)).toMatch(new RegExp(`/evento/${id}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Café com CVCs pagina/);
  await expect(page.getByText('Resta 1 vaga.')).toBeVisible();
  await expectNoSeriousViolations(page, 'event page (pt)');

  const first = uniqueEmail('evento-primeira');
  await signUp(page, 'Ana Souza', first);
  await expect(page.getByRole('status').filter({ hasText: 'Inscrição confirmada!' })).toBeVisible();
  await triggersRan();
  await expect.poll(() => statusOf(first)).toBe('confirmed');
  await inbox.waitFor((mail) => mail.to.includes(first) && mail.subject.startsWith('Inscrição confirmada'));

  await page.goto(`/en/evento/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await jsonLd(page)).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  await expect(page.getByText('All seats are taken: new registrations join the waitlist')).toBeVisible();
  await expectNoSeriousViolations(page, 'event page (en), full');
  const second = uniqueEmail('event-second');
  await signUp(page, 'Bruno Lima', second, 'Confirm registration');
  await expect(page.getByRole('status').filter({ hasText: 'You are on the waitlist!' })).toBeVisible();
  await triggersRan();
  await expect.poll(() => statusOf(second)).toBe('waitlisted');
  const notice = await inbox.waitFor((mail) => mail.to.includes(second));
  expect(notice.subject).toMatch(/^You are on the waitlist: /);
  expect(notice.attachments).toEqual([]);
});

test('a guest cancels from the link in her mail and the first waitlisted is confirmed with the .ics', async ({
  page,
  inbox,
}) => {
  const id = await writeEvent('cancelar', { capacity: 1 });
  const guest = uniqueEmail('cancela-guest');
  const waiting = uniqueEmail('cancela-espera');
  await page.goto(`/evento/${id}`);
  await signUp(page, 'Carla Dias', guest);
  await triggersRan();
  await expect.poll(() => statusOf(guest)).toBe('confirmed');
  await page.goto(`/evento/${id}`);
  await signUp(page, 'Davi Rocha', waiting);
  await triggersRan();
  await expect.poll(() => statusOf(waiting)).toBe('waitlisted');

  const mail = await inbox.waitFor(
    (m) => m.to.includes(guest) && m.subject.startsWith('Inscrição confirmada'),
  );
  const link = /Cancelar inscrição: (\S+)/.exec(mail.text)?.[1];
  expect(link, 'the confirmation carries the cancel link').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Cancelar inscrição' })).toBeVisible();
  await expectNoSeriousViolations(page, 'cancel page');
  await page.getByRole('button', { name: 'Cancelar minha inscrição' }).click();
  await expect(page.getByText(/Pronto: sua inscrição no evento .* foi cancelada\./)).toBeVisible();
  await triggersRan();
  await expect.poll(() => statusOf(guest)).toBe('cancelled');

  await triggersRan();

  await expect.poll(() => statusOf(waiting)).toBe('confirmed');
  const promoted = await inbox.waitFor(
    (m) => m.to.includes(waiting) && m.subject.startsWith('Inscrição confirmada'),
    30_000,
  );
  expect(promoted.attachments[0]?.contentType).toMatch(/^text\/calendar/);
  await inbox.waitFor((m) => m.to.includes(guest) && m.subject.startsWith('Inscrição cancelada'));

  // The same link again says it is done.
  await page.goto(link!);
  await expect(page.getByText(/já estava cancelada/)).toBeVisible();
});

test("the home's event modal shows the seats left, then, once full, that sign-ups join the waitlist", async ({
  page,
  inbox,
}) => {
  const id = await writeEvent('modal', { capacity: 1 });

  await page.goto(`/?event=${id}`);
  const dialog = page.getByRole('dialog', { name: `Café com CVCs modal` });
  await expect(dialog.getByText('Resta 1 vaga.')).toBeVisible();
  await expectNoSeriousViolations(page, 'event modal (pt), seats left', dialog);
  const guest = uniqueEmail('modal-guest');
  await dialog.getByRole('button', { name: 'Inscrever-se' }).click();
  await dialog.getByLabel('Nome').fill('Ana Souza');
  await dialog.getByLabel('E-mail').fill(guest);
  await dialog.getByLabel('Empresa').fill('Ipê Telecom');
  await dialog.getByLabel('Cargo').fill('Gerente');
  await dialog.getByLabel('Telefone').fill('11 97777-6666');
  await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(dialog.getByRole('status')).toContainText('Inscrição confirmada!');
  await triggersRan();
  await expect.poll(() => statusOf(guest)).toBe('confirmed');
  await inbox.waitFor((mail) => mail.to.includes(guest));

  await page.goto(`/en?event=${id}`);
  const full = page.getByRole('dialog', { name: `Café com CVCs modal` });
  await expect(full.getByText('All seats are taken: new registrations join the waitlist')).toBeVisible();
  await expectNoSeriousViolations(page, 'event modal (en), full', full);
});
