import type { Page } from '@playwright/test';
import { RENDER_ALL_SECTIONS_ATTRIBUTE } from '@cvc/web';
import { expect, test } from '../../support/test';

// The home's sections below the fold are skipped by the browser (content-visibility: auto) until they come near,
// at a placeholder height; every way of arriving somewhere down the page must still land on its place.

const HEADER_HEIGHT_PX = 68;

/**
 * Where the element's top is in the viewport once the page holds still: the same scroll position and the same
 * top twice in a row. On a slow machine images and late-hydrated sections above may still settle after the
 * smooth scroll stops (the browser's scroll anchoring then moves the page with them).
 */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = '';
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await page.locator(selector).evaluate((element) => ({
          y: window.scrollY,
          top: Math.round(element.getBoundingClientRect().top),
        }));
        const key = `${now.y}:${now.top}`;
        const settled = key === last;
        last = key;
        top = now.top;
        return settled;
      },
      { intervals: [250, 250, 500], timeout: 15_000 },
    )
    .toBe(true);
  return top;
}

test('a plain visit leaves the sections off screen to the browser', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#relatorios')).toHaveCSS('content-visibility', 'auto');
  // The footer too, on every page: the first layout is the first screen's.
  await expect(page.getByRole('contentinfo')).toHaveCSS('content-visibility', 'auto');
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE);
  // The hero is laid out as ever.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('content-visibility', 'visible');
});

test("the header's anchor lands on its section, past sections the browser had skipped", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('banner').getByRole('link', { name: 'Comitês', exact: true }).click();
  expect(Math.abs((await settledTop(page, '#comites')) - HEADER_HEIGHT_PX)).toBeLessThanOrEqual(2);
  await expect(page.locator('#relatorios')).toHaveCSS('content-visibility', 'visible');
});

test('an address with a fragment has every section at its true height from the first load', async ({
  page,
}) => {
  await page.goto('/#relatorios');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE, '');
  await expect(page.locator('#eventos')).toHaveCSS('content-visibility', 'visible');
  await expect(page.locator('#relatorios')).toBeInViewport();
});

test('a reload lays every section out from the start, so the visitor stays where they were', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('#eventos').evaluate((element, attribute) => {
    document.documentElement.setAttribute(attribute, '');
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
  }, RENDER_ALL_SECTIONS_ATTRIBUTE);
  const before = await settledTop(page, '#eventos');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE, '');
  expect(Math.abs((await settledTop(page, '#eventos')) - before)).toBeLessThanOrEqual(2);
});
