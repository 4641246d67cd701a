import { test as base, expect, type BrowserContext } from '@playwright/test';
import { MAIL_SPOOL_ENV, spooledInbox } from './mail-spool';
import type { SmtpInbox } from './smtp-inbox';
import { triggersSettled } from './trigger-queue';

// Playwright's `test`, failing any test during which a page broke the Content-Security-Policy (firebase.json):
// the site and the console must work under it, so a blocked script, style, frame or request is a bug even
// when the page still looks right. Every spec imports `test` and `expect` from here.

export * from '@playwright/test';

/** Chromium's console text for a blocked load ("Refused to … violates the following Content Security Policy"). */
const VIOLATION = /Content Security Policy/i;

/** Reported by the page itself too, in case a violation ever reaches no console message. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
        ` at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

export const test = base.extend<{ cspViolations: string[] }, { inbox: SmtpInbox }>({
  // The mail the functions send on the emulators, taken by the run's one SMTP server on 127.0.0.1:1025 (started
  // by the global setup) and read from its spool by every worker (tests/support/mail-spool.ts).
  inbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const spool = process.env[MAIL_SPOOL_ENV];
      if (!spool) throw new Error(`${MAIL_SPOOL_ENV} is not set: the global setup starts the mail spool`);
      // Mail leaves through triggers: a wait for one first lets the work queued ahead of it run (triggersRan).
      await use(spooledInbox(spool, triggersRan));
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
        });
        await watched.addInitScript(reportViolations);
      };
      await watch(context);
      // Contexts a spec opens itself (a second visitor, another staff member) are watched as well.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await watch(created);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the triggers queued so far have run (support/trigger-queue.ts), before a wait for a trigger's
 * effect: the test's time limit grows by the time spent, so work queued ahead of it does not use up its own.
 */
export async function triggersRan(): Promise<void> {
  const spent = await triggersSettled();
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + spent);
}
