import { COLLECTIONS, audienceDateTimeInput } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { expect, test } from '../../support/test';
import { uniqueSuffix } from '../../support/unique';
import { adminDb } from '../home/firestore';
import { DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// An event scheduled from the console a few seconds ahead, to the second: the site does not show it, then shows
// it at its time with nobody acting (the rules compare its published_at with the time of each read). Read from
// the Hosting emulator, which no CDN stands before, and polled: no fixed wait.
const AHEAD_MS = 15_000;

test('an event scheduled from the console is not found until its time, then appears by itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Encontro agendado ${uniqueSuffix()}`;
  const events = adminDb().collection(COLLECTIONS.events);
  await openConsoleAs(page, DEMO_ADMIN, '/admin/events/create');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill('2031-06-10');
  await page.getByRole('textbox', { name: 'Local', exact: true }).fill('Av. Paulista, 1000 - São Paulo, SP');
  await page
    .getByRole('textbox', { name: 'Descrição curta', exact: true })
    .fill('Encontro de teste agendado.');
  const at = new Date(Date.now() + AHEAD_MS);
  await page
    .getByRole('textbox', { name: 'Publicar em (horário de São Paulo)' })
    .fill(audienceDateTimeInput(at));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  try {
    await expect(row).toContainText('Agendado para');
    await expect.poll(async () => (await events.where('title', '==', title).get()).size).toBe(1);
    const id = (await events.where('title', '==', title).get()).docs[0]!.id;
    const path = eventPagePath(id);

    const before = await page.request.get(path);
    expect(before.status()).toBe(404);
    expect(await before.text()).not.toContain(title);
    expect(await (await page.request.get('/')).text()).not.toContain(title);
    // Both reads came before its time: otherwise this test proved nothing.
    expect(Date.now()).toBeLessThan(at.getTime());

    await expect
      .poll(async () => (await page.request.get(path)).status(), { timeout: 45_000, intervals: [1_000] })
      .toBe(200);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/admin/events');
    await expect(page.getByRole('row', { name: new RegExp(title) })).not.toContainText('Agendado para');
  } finally {
    const written = await events.where('title', '==', title).get();
    await Promise.all(written.docs.map((doc) => doc.ref.delete()));
  }
});
