import { expect, test } from '../../support/test';

// The Content-Security-Policy in a real browser: the pages' own inline scripts (allowed by hash) run, a script
// injected into the page does not, no other page can frame ours, and the suite's fixture catches each refusal.

test('a prerendered page and a page rendered per request boot under the policy', async ({ page }) => {
  for (const path of ['/fornecedores', '/']) {
    await page.goto(path);
    // The deferred boot (an inline script) loaded the app, which hydrated the page and made it operable.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
});

test('a script injected into a page does not run, and the refusal is reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/fornecedores');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran"';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  await expect(page.locator('body')).not.toHaveAttribute('data-injected');
  // Seen and expected: the fixture would otherwise fail this test for it.
  cspViolations.length = 0;
});

test('no page of ours shows inside another page', async ({ page, baseURL, cspViolations }) => {
  await page.setContent(`<iframe src="${baseURL}/admin/login"></iframe>`);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(async () => framed?.locator('input').count()).toBe(0);
  cspViolations.length = 0;
});
