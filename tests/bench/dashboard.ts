import type { Browser } from '@playwright/test';
import { fillAdminLogin } from './admin-pages';
import { countListenReads } from './firestore-reads';
import type { FirestoreTally } from './firestore-reads';

export type DashboardReads = { leads: number; firestore: FirestoreTally };

/**
 * The Firestore reads of one Painel view by an admin (every block): from opening /admin/painel, signed in,
 * until each block shows its total. The counters make it the same with any number of leads.
 */
export async function measureDashboardReads(browser: Browser, baseUrl: string): Promise<FirestoreTally> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await fillAdminLogin(page, baseUrl);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('navigation').getByRole('menuitem').first().waitFor({ timeout: 30_000 });
    const listen = await countListenReads(page);
    await page.goto(`${baseUrl}/admin/painel`);
    await page.getByTestId('dashboard-total').nth(4).waitFor({ timeout: 30_000 });
    // The DevTools events of the last chunks may still be on their way to this process.
    await page.waitForTimeout(500);
    return listen.read();
  } finally {
    await context.close();
  }
}
