import type { Browser, Page } from '@playwright/test';
import { COLLECTIONS } from '@cvc/domain';
import { expect, test, triggersRan } from '../../support/test';
import { admin, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

// A visitor who sends the membership form again the same day: the console announces the first lead, then
// shows the second with a "Repetido" chip and neither chimes nor throws confetti for it.

type Watched = Window & { announced?: boolean };

/** From now on, records any announcement however brief: the confetti and the pulse go away by themselves. */
async function watchAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.announced = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="lead-confetti"], tr[data-highlighted]'))
        watched.announced = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const announced = (page: Page) => page.evaluate(() => (window as Watched).announced);

async function sendMembership(browser: Browser, name: string, email: string): Promise<void> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Eco Repetições');
  await dialog.getByLabel('Telefone').fill('(11) 90000-1111');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(visitor.getByText('Solicitação enviada!')).toBeVisible();
  await visitor.context().close();
}

test('a resent lead shows as Repetido and is not announced @serial', async ({ page, browser }) => {
  const email = `${uniqueTag('repete')}@example.com`;
  const name = `Repetente ${uniqueTag('nome')}`;
  const rows = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await openConsoleAs(page, DEMO_ADMIN, '/admin/leads');
  // The first snapshot only initialises what the screen knows.
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await watchAnnouncements(page);
  await sendMembership(browser, name, email);
  await expect(rows).toHaveCount(1);
  await triggersRan();
  await expect.poll(() => announced(page)).toBe(true);
  await expect(page.getByTestId('lead-confetti')).toHaveCount(0, { timeout: 8000 });
  await expect(page.locator('tr[data-highlighted]')).toHaveCount(0, { timeout: 8000 });

  await watchAnnouncements(page);
  await sendMembership(browser, name, email.toUpperCase());
  await expect(rows).toHaveCount(2);
  // The mark arrives after the row, so by then an announcement would have happened.
  await expect(rows.filter({ hasText: 'Repetido' })).toHaveCount(1);
  expect(await announced(page)).toBe(false);

  const leads = admin().db.collection(COLLECTIONS.leads);
  const [first] = (await leads.where('email', '==', email).get()).docs;
  const repeat = await leads.where('email', '==', email.toUpperCase()).get();
  expect(repeat.docs.map((doc) => doc.get('repeat_of'))).toEqual([first!.id]);
});
