import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { COLLECTIONS, LEAD_STATUSES, LEAD_STATUS_LABELS, audienceDay } from '@cvc/domain';
import { admin, setPassword, signIn, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

const block = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
const LEADS_BY_STATUS = /^Leads por status/;
const SIGN_UPS = /^Inscrições por evento/;
const SUBSCRIBERS = /^Inscritos na newsletter/;

/** Confirmed newsletter subscribers, from the collection itself. */
async function confirmedSubscribersFromCollection() {
  const confirmed = admin()
    .db.collection(COLLECTIONS.newsletterSubscribers)
    .where('status', '==', 'confirmed')
    .count()
    .get();
  return (await confirmed).data().count;
}

/** The figures of the status block, computed from the leads collection itself. */
async function leadsByStatusFromCollection() {
  const leads = await admin().db.collection(COLLECTIONS.leads).select('status').get();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0]));
  for (const lead of leads.docs)
    counts[lead.get('status') as string] = (counts[lead.get('status') as string] ?? 0) + 1;
  return { counts, total: leads.size };
}

/** Sign-ups of events whose day has not passed in São Paulo, from the collections. */
async function upcomingSignUpsFromCollection() {
  const { db } = admin();
  const today = audienceDay(new Date());
  const events = await db.collection(COLLECTIONS.events).where('date', '>=', today).get();
  const upcoming = new Set(events.docs.map((event) => event.id));
  const signUps = await db.collection(COLLECTIONS.eventRsvp).select('event_id').get();
  return signUps.docs.filter((signUp) => upcoming.has(signUp.get('event_id') as string)).length;
}

/** Reloads the Painel until the status block shows exactly what the collection holds (the triggers catch up). */
async function expectStatusFigures(page: Page) {
  await expect(async () => {
    const { counts, total } = await leadsByStatusFromCollection();
    await page.reload();
    const statuses = block(page, LEADS_BY_STATUS);
    // However long the Painel takes to load on a busy machine; then the figures it shows must be these.
    await expect(statuses.getByTestId('dashboard-total')).toBeVisible({ timeout: 20_000 });
    await expect(statuses.getByTestId('dashboard-total')).toHaveText(
      `Total: ${total.toLocaleString('pt-BR')}`,
      {
        timeout: 3000,
      },
    );
    for (const status of LEAD_STATUSES) {
      const row = statuses.getByRole('row', { name: LEAD_STATUS_LABELS[status] });
      await expect(row.getByRole('cell')).toHaveText(String(counts[status]), { timeout: 1000 });
    }
  }).toPass({ timeout: 60_000 });
  return leadsByStatusFromCollection();
}

test('the Painel shows the seeded figures, with a table for each chart, and counts a lead sent from the site @serial', async ({
  page,
  browser,
}) => {
  // Three waits on the counters' triggers (before, and after the visitor's lead), each up to a minute on a busy
  // machine, where each reload of the Painel alone can take several seconds.
  test.setTimeout(180_000);
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Painel' }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  for (const title of [
    /^Leads por semana e origem/,
    LEADS_BY_STATUS,
    SIGN_UPS,
    /^Downloads por relatório/,
    SUBSCRIBERS,
  ]) {
    await expect(block(page, title).getByRole('heading', { level: 2 })).toBeVisible();
    // The chart's figures as a table, for screen readers, and shown on demand.
    await expect(block(page, title).getByRole('table')).toHaveCount(1);
  }
  const before = await expectStatusFigures(page);
  expect(before.total).toBeGreaterThan(0);
  const signUps = await upcomingSignUpsFromCollection();
  await expect(block(page, SIGN_UPS).getByTestId('dashboard-total')).toHaveText(`Total: ${signUps}`);
  // Subscribers over time: its total is today's confirmed subscribers, the last week's end in the table.
  await expect(async () => {
    const confirmed = await confirmedSubscribersFromCollection();
    await page.reload();
    const subscribers = block(page, SUBSCRIBERS);
    await expect(subscribers.getByTestId('dashboard-total')).toBeVisible({ timeout: 20_000 });
    await expect(subscribers.getByTestId('dashboard-total')).toHaveText(`Total: ${confirmed}`, {
      timeout: 3000,
    });
    await expect(subscribers.getByRole('row').last().getByRole('cell').first()).toHaveText(String(confirmed));
  }).toPass({ timeout: 60_000 });

  const statuses = block(page, LEADS_BY_STATUS);
  await statuses.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(statuses.getByRole('table')).toBeVisible();
  await expect(statuses.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(`Visitante ${uniqueTag('painel')}`);
  await dialog.getByLabel('E-mail').fill(`${uniqueTag('painel')}@example.com`);
  await dialog.getByLabel('Empresa').fill('Painel Agro');
  await dialog.getByLabel('Telefone').fill('(11) 90000-0000');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(visitor.getByText('Solicitação enviada!')).toBeVisible();
  await visitor.context().close();

  const after = await expectStatusFigures(page);
  expect(after.total).toBe(before.total + 1);
  expect(after.counts.new).toBe((before.counts.new ?? 0) + 1);
});

test('a staff member holding only rsvp sees only the sign-up block of the Painel @serial', async ({
  page,
  inbox,
}) => {
  const { auth, db } = admin();
  const email = `${uniqueTag('painel-rsvp')}@cvc.test`;
  const { uid } = await auth.createUser({ email, displayName: 'Rita Painel' });
  await db
    .collection(COLLECTIONS.adminUsers)
    .doc(uid)
    .set({ email, name: 'Rita Painel', permissions: { rsvp: true } });
  await expect
    .poll(async () => (await auth.getUser(uid)).customClaims, { timeout: 15_000 })
    .toEqual({ perms: { rsvp: true } });
  const password = await setPassword(uid);

  await signIn(page, { email, password }, inbox);
  await page.getByRole('menuitem', { name: 'Painel' }).click();
  await expect(block(page, SIGN_UPS).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByText(/^Leads por/)).toHaveCount(0);
  await expect(page.getByText(/^Downloads por/)).toHaveCount(0);
  await expect(page.getByText(SUBSCRIBERS)).toHaveCount(0);
  await expect(block(page, SIGN_UPS).getByTestId('dashboard-total')).toHaveText(
    `Total: ${await upcomingSignUpsFromCollection()}`,
  );
});
