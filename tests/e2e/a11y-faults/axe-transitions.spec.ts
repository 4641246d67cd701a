import { expect, test } from '../../support/test';
import { expectNoSeriousViolations } from '../../support/axe';

// The scan measures each element as it ends, not half-way through a fade: a transition that starts while axe
// runs (the console's notice fading out when its four seconds end) once failed a console spec at random.

test('a fade that starts during the scan is measured where it ends', async ({ page }) => {
  // Dark grey on white (7:1) while shown; at half opacity it would read as 2.2:1. The fade starts the moment
  // axe is on the page, after the scan's wait for running animations, and holds half-way for a minute.
  await page.setContent(`
    <main>
      <p id="notice" style="color: #595959; background: #fff; transition: opacity 120s steps(2, jump-start)">
        Elemento criado
      </p>
    </main>
    <script>
      const fadeOnceAxeArrives = setInterval(() => {
        if (!window.axe) return;
        clearInterval(fadeOnceAxeArrives);
        document.getElementById('notice').style.opacity = '0';
      });
    </script>`);

  await expectNoSeriousViolations(page, 'a notice fading out', page.locator('main'));
  // The fade did start during the scan.
  expect(await page.locator('#notice').evaluate((notice) => notice.style.opacity)).toBe('0');
});
