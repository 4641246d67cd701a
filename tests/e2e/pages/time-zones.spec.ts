import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@cvc/web';
import { expect, test } from '../../support/test';
import { AUDIENCE_TIME_ZONE, COLLECTIONS } from '@cvc/domain';
import { eventDate } from '../home/firestore';
import { adminDb, publishedArticles } from './seed';

// Every date is printed on São Paulo's clock, so a visitor anywhere reads the day the server rendered and the
// page hydrates without a mismatch. Kiritimati (UTC+14) and Pago Pago (UTC-11) are 17 and 8 hours from São
// Paulo: for any moment, at least one of them is on another calendar day.
const FAR_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/** A production build reports a hydration mismatch only as a minified error (#418…), so any error counts. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The oracle: Node's own Intl in São Paulo, independent of the site's hand-written formatting. */
const inSaoPaulo = (locale: string, options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: AUDIENCE_TIME_ZONE }).format(date);
const shortPt = inSaoPaulo('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longPt = inSaoPaulo('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });
const longEn = inSaoPaulo('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
/** A stored event day ('YYYY-MM-DD') as the moment of its noon in São Paulo. */
const eventNoon = (day: string) => new Date(`${day}T12:00:00-03:00`);

async function newestNews() {
  const [newest] = await publishedArticles('news');
  const stored = await adminDb().collection(COLLECTIONS.news).doc(newest!.id).get();
  return { ...newest!, publishedAt: stored.get('published_at').toDate() as Date };
}

for (const timezoneId of FAR_ZONES) {
  test.describe(`a visitor whose clock is in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("reads São Paulo's dates on the home, the news list, an article and an event, with no mismatch", async ({
      page,
    }) => {
      const errors = pageErrors(page);
      const news = await newestNews();

      await page.goto(PUBLIC_ROUTES.home);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('#noticias').getByRole('article').first()).toContainText(
        shortPt(news.publishedAt),
      );

      await page.goto(PUBLIC_ROUTES.news);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('article').first()).toContainText(shortPt(news.publishedAt));

      await page.goto(`/artigo/${news.slug}`);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('main')).toContainText(longPt(news.publishedAt));
      await page.goto(`/en/artigo/${news.slug}`);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('main')).toContainText(longEn(news.publishedAt));

      const day = await eventDate('event-04');
      await page.goto('/?event=event-04');
      const dialog = page.getByRole('dialog', { name: 'Workshop: estruturando o comitê de investimento' });
      await expect(dialog).toContainText(longPt(eventNoon(day)));
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  });
}

test("a shared event's preview is in the address's language", async ({ request }) => {
  const day = await eventDate('event-04');
  for (const [path, locale, date] of [
    ['/?event=event-04', 'pt_BR', longPt(eventNoon(day))],
    ['/en?event=event-04', 'en_US', longEn(eventNoon(day))],
    [
      '/es?event=event-04',
      'es_ES',
      inSaoPaulo('es', { day: 'numeric', month: 'long', year: 'numeric' })(eventNoon(day)),
    ],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<meta property="og:locale" content="${locale}"`);
    expect(html, path).toMatch(new RegExp(`<meta property="og:description" content="${date}`));
  }
});
