import type { BrowserContext, Request } from '@playwright/test';

/**
 * A report's PDF loaded as a page: the navigation request to its address under /files/reports/. A browser with
 * a PDF viewer then shows it in that tab; the headless shell the specs run in saves it as a download, so the
 * tab's request for it, not the address the tab ends on, is what proves the tab was sent there.
 */
export function reportFileLoad(context: BrowserContext, timeout = 30_000): Promise<Request> {
  return context.waitForEvent('request', {
    predicate: (request) =>
      request.isNavigationRequest() && /^\/files\/reports\/.+\.pdf$/.test(new URL(request.url()).pathname),
    timeout,
  });
}
