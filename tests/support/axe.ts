import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One serious or critical axe violation, spelled out: rule, impact, the elements' selectors and where. */
export type SeriousViolation = { rule: string; impact: string; help: string; where: string; nodes: string[] };

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the whole page and returns every serious or critical
 * violation, for a walk over many screens that reports them all at once.
 */
export async function seriousViolations(page: Page, where: string): Promise<SeriousViolation[]> {
  return scan(page, where);
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page, or only inside `within` (the public site's modals),
 * and fails with every serious or critical violation spelled out: rule, impact, the elements' selectors and
 * where. The console's screens are always scanned whole.
 */
export async function expectNoSeriousViolations(page: Page, where: string, within?: Locator): Promise<void> {
  expect(await scan(page, where, within), `serious or critical axe violations on ${where}`).toEqual([]);
}

async function scan(page: Page, where: string, within?: Locator): Promise<SeriousViolation[]> {
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
  // In the page itself (legacy mode), with only the violations gathered in full: half the time of axe's default,
  // which opens a blank page per scan to merge every frame's results, the passes included. What that leaves out
  // is frames of another origin (a YouTube player), which are not ours to fix.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) {
    // axe scopes by CSS selector; tag the container for the duration of the scan.
    await within.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    builder = builder.include('[data-axe-scope]');
  }
  // A transition that starts during the scan (the console's notice fading out when its four seconds end) would
  // be measured half-way too: while axe runs, every transition jumps to where it ends.
  const frozen = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const { violations } = await builder.analyze().finally(async () => {
    if (within) await within.evaluate((element) => element.removeAttribute('data-axe-scope'));
    await frozen.evaluate((style) => (style as Element).remove());
  });
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      where,
      // styled-components class names say little: the element's opening HTML says which one it is.
      // axe's own summary says why (for contrast: both colours and the ratio).
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}  ${node.failureSummary ?? ''}`,
      ),
    }));
}
