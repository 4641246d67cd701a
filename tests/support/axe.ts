import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page, or only inside `within`, and fails with every
 * serious or critical violation spelled out: rule, impact, the elements' selectors and where.
 */
export async function expectNoSeriousViolations(page: Page, where: string, within?: Locator): Promise<void> {
  // A dialog fading in has its text at part opacity: axe would measure a contrast no reader ever sees. Endless
  // animations (a spinner) never finish, so only the finite ones are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) {
    // axe scopes by CSS selector; tag the container for the duration of the scan.
    await within.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    builder = builder.include('[data-axe-scope]');
  }
  const { violations } = await builder.analyze();
  if (within) await within.evaluate((element) => element.removeAttribute('data-axe-scope'));
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where,
      // styled-components class names say little: the element's opening HTML says which one it is.
      // axe's own summary says why (for contrast: both colours and the ratio).
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}  ${node.failureSummary ?? ''}`,
      ),
    }));
  expect(blocking, `serious or critical axe violations on ${where}`).toEqual([]);
}
