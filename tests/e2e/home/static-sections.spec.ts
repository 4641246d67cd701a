import { expect, test } from '../../support/test';

// The home's sections that never change in the browser stay the server's HTML (site/src/components/
// StaticSection.tsx): React neither loads their code nor rebuilds them, and their holders answer their taps.

/** Every <section> the page removed since it began loading, by id: a section rebuilt by React is one. */
async function watchRemovedSections(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedSections: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.tagName === 'SECTION') removed.push(node.id || node.className);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedSections: string[] }).removedSections);
}

test('the static sections keep the server’s nodes, and their code never loads, down to the page’s end', async ({
  page,
}) => {
  const removed = await watchRemovedSections(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  for (const id of ['sobre', 'atividades', 'noticias', 'opiniao', 'mantenedores']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  expect(await removed()).toEqual([]);
  expect(scripts.filter((path) => path.includes('staticSections'))).toEqual([]);
});

test('a kept section’s buttons open their dialogs and its links move within the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Quero me associar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('#atividades').getByRole('button', { name: 'Formatos de eventos' }).click();
  await expect(page.getByRole('dialog', { name: 'Formatos dos nossos eventos' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A page loaded from the network would lose this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .locator('#noticias')
    .getByRole('link', { name: /Todas as notícias/ })
    .click();
  await expect(page).toHaveURL(/\/noticias$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('a language switch renders the kept sections live, in the new language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('#atividades').getByRole('button', { name: 'Event formats' })).toBeVisible();
  await page.locator('#atividades').getByRole('button', { name: 'Event formats' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
