import { COLLECTIONS, slugify } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test, type Page } from '../../support/test';
import { uniqueSuffix } from '../../support/unique';
import { choose, DEMO_NEWS_EDITOR } from '../admin/staff';
import { openConsoleAs } from '../../support/staff-sessions';

// A news editor publishes an item with its English version from the console; a visitor finds it at its own
// English address, named by hreflang with the Portuguese, and not in Spanish, where the Portuguese is shown
// marked as such. axe's valid-lang rule runs on both pages.

async function removeNews(title: string) {
  const found = await adminFirestore().collection(COLLECTIONS.news).where('title', '==', title).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
}

const alternate = (page: Page, hreflang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);

test('an item translated in the console has its English address and hreflang; in Spanish it is marked Portuguese', async ({
  page,
}) => {
  const run = uniqueSuffix();
  const title = `Aporte recorde em deep tech ${run}`;
  const english = `Record investment in deep tech ${run}`;
  try {
    await openConsoleAs(page, DEMO_NEWS_EDITOR, '/admin/news/create');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Resumo em português.');
    await page.getByRole('textbox', { name: 'Conteúdo', exact: true }).fill('O texto em português.');
    await choose(page, 'Status', 'Publicado');
    await page.getByRole('tab', { name: /^Tradução em inglês/ }).click();
    const tab = page.getByRole('tabpanel', { name: /^Tradução em inglês/ });
    await tab.getByRole('textbox', { name: /^Título/ }).fill(english);
    await tab.getByRole('textbox', { name: /^Resumo/ }).fill('Summary in English.');
    await tab.getByRole('textbox', { name: /^Conteúdo/ }).fill('The text in English.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    const englishPath = `/en/artigo/${slugify(english)}`;
    const portuguesePath = `/artigo/${slugify(title)}`;
    // Its Portuguese slug under /en answers with its English address.
    const redirect = await page.request.get(`/en${portuguesePath}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toMatch(new RegExp(`${englishPath}$`));

    await page.goto(englishPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const heading = page.getByRole('heading', { level: 1, name: english });
    await expect(heading).toBeVisible();
    await expect(page.getByText('The text in English.')).toBeVisible();
    // Its text is the page's language: nothing around it says Portuguese (the "continue reading" card below may).
    await expect(heading.locator('xpath=ancestor-or-self::*[@lang="pt-BR"]')).toHaveCount(0);
    await expect(
      page.getByText('The text in English.').locator('xpath=ancestor-or-self::*[@lang="pt-BR"]'),
    ).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${englishPath}$`),
    );
    await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${englishPath}$`));
    await expect(alternate(page, 'pt-BR')).toHaveAttribute('href', new RegExp(`${portuguesePath}$`));
    await expect(alternate(page, 'es')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'a translated article in English');

    await page.goto(`/es${portuguesePath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const original = page.getByRole('heading', { level: 1, name: title });
    await expect(original).toBeVisible();
    await expect(original.locator('xpath=ancestor-or-self::*[@lang="pt-BR"]')).toHaveCount(1);
    await expect(page.getByText('Solo en portugués').first()).toBeVisible();
    await expect(alternate(page, 'es')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'an untranslated article in Spanish');
  } finally {
    await removeNews(title);
  }
});
