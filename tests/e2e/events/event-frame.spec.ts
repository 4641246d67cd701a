import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { removeWrittenEvents, writeEvent } from './support';

test.afterAll(removeWrittenEvents);

type Box = { left: number; right: number };
type Frame = { hero: Box; body: Box; content: Box };

/**
 * The page's frame as the reader sees it: the content box (inside the side padding) of the hero's container,
 * that of the body's outer element under the hero, and the box of what that element holds first (the cards,
 * the event's image and form).
 */
async function frameOf(page: Page): Promise<Frame> {
  return page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const contentBox = (element: Element): { left: number; right: number } => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        left: Math.round(rect.left + parseFloat(style.paddingLeft)),
        right: Math.round(rect.right - parseFloat(style.paddingRight)),
      };
    };
    const body = h1.closest('header')!.nextElementSibling!.firstElementChild!;
    const first = body.firstElementChild!.getBoundingClientRect();
    return {
      hero: contentBox(h1.parentElement!),
      body: contentBox(body),
      content: { left: Math.round(first.left), right: Math.round(first.right) },
    };
  });
}

// The event page's body keeps the site's frame: the same width and side margins as the news list's and as its
// own hero, on a phone and on a wide desktop.
for (const width of [390, 1440]) {
  test(`the event page's body sits in the news page's frame at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const news = await frameOf(page);
    expect(news.body).toEqual(news.hero);

    const id = await writeEvent('moldura', { image_url: '/images/site/news-fallback.svg' });
    await page.goto(`/evento/${id}`);
    await expect(page.getByRole('heading', { name: 'Inscreva-se' })).toBeVisible();
    const event = await frameOf(page);
    expect(event.hero, 'the hero').toEqual(news.hero);
    expect(event.body, 'the body').toEqual(news.body);
    // The image, the text and the form run from the frame's left edge to its right edge, not the window's.
    expect(event.content, 'image, text and form').toEqual(news.body);
    expect(event.content.left).toBeGreaterThan(0);
    expect(event.content.right).toBeLessThan(width);
  });
}
