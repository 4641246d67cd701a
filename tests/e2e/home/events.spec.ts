import { expect, test } from '../../support/test';
import { COLLECTIONS, toIsoDate } from '@cvc/domain';
import { OPEN_EVENT, TODAYS_EVENT } from '../../support/seeded-events';
import { docsByEmail, eventDate, uniqueEmail } from './firestore';

test("the next event is marked and the past ones closed, on São Paulo's calendar", async ({ page }) => {
  // The seed dates São Paulo's Circuito today: a run that crosses São Paulo's midnight finds it closed.
  const todaysStillOpen = (await eventDate(TODAYS_EVENT.id)) >= toIsoDate(new Date());
  await page.goto('/');
  const cards = page.locator('#eventos').getByTestId('event-card');
  const next = cards.filter({ hasText: 'Próximo evento' });
  await expect(next).toHaveCount(1);
  await expect(next).toContainText(todaysStillOpen ? TODAYS_EVENT.title : OPEN_EVENT.title);
  await expect(cards.filter({ hasText: 'Evento Encerrado' })).toHaveCount(todaysStillOpen ? 2 : 3);
});

test('register for an event: details → RSVP form → confirmation, stored in event_rsvp and emailed', async ({
  page,
  inbox,
}) => {
  const email = uniqueEmail('rsvp');
  await page.goto('/');
  await page.getByRole('button', { name: `Ver detalhes: ${OPEN_EVENT.title}` }).click();
  const dialog = page.getByRole('dialog', { name: OPEN_EVENT.title });
  await dialog.getByRole('button', { name: 'Inscrever-se' }).click();
  await dialog.getByLabel('Nome').fill('Rodrigo Alves');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Ipê Telecom');
  await dialog.getByLabel('Cargo').fill('Gerente de Inovação');
  await dialog.getByLabel('Telefone').fill('11 97777-6666');
  await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(dialog.getByRole('status')).toContainText('Inscrição confirmada!');

  await expect.poll(() => docsByEmail(COLLECTIONS.eventRsvp, email)).toHaveLength(1);
  const [rsvp] = await docsByEmail(COLLECTIONS.eventRsvp, email);
  expect(rsvp).toMatchObject({
    event_id: 'event-04',
    name: 'Rodrigo Alves',
    position: 'Gerente de Inovação',
    language: 'pt',
  });

  // The confirmation arrives with the event in a calendar file on the event's own day.
  const mail = await inbox.waitFor((m) => m.to.includes(email.toLowerCase()));
  expect(mail.subject).toBe('Inscrição confirmada: Workshop: estruturando o comitê de investimento');
  expect(mail.text).toContain('Rodrigo Alves');
  const [ics] = mail.attachments;
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  const day = (await eventDate('event-04')).replace(/-/g, '');
  expect(ics?.content).toMatch(new RegExp(`^DTSTART(;TZID=America/Sao_Paulo)?(;VALUE=DATE)?:${day}`, 'm'));
});

test('a past event is closed and cannot be registered for', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver detalhes: Circuito CVC Connect: Campinas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Circuito CVC Connect: Campinas' });
  await expect(dialog.getByRole('button', { name: 'Evento Encerrado' })).toBeDisabled();
});

test('the deep link /?event={id} opens that event, scrolls to the events and clears the query', async ({
  page,
}) => {
  await page.goto('/?event=event-04');
  await expect(
    page.getByRole('dialog', { name: 'Workshop: estruturando o comitê de investimento' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#eventos')).toBeInViewport();
});

test('the event formats modal describes both formats', async ({ page }) => {
  await page.goto('/');
  await page.locator('#eventos').getByRole('button', { name: 'Conheça os formatos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Formatos dos nossos eventos' });
  await expect(dialog).toContainText('Circuito CVC Connect');
  await expect(dialog).toContainText('Encontro Anual de CVC');
});
