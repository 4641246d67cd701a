import { expect, type BrowserContext, type Page } from '@playwright/test';
import { passSecondStep } from './second-step';

/** A staff account with an approved phone: the seed's demo admin and news editor. */
export type SignedInAccount = { email: string; password: string; phone: string };

/** What a context is given: Firebase keeps the signed-in user in IndexedDB, hence `indexedDB: true`. */
type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

// One real sign-in per worker process and account (the password, then the SMS code), saved and given to every
// console spec of that worker: a sign-in costs about six seconds on two cores. The specs of the sign-in itself,
// the second step and the revocations sign in for real.
const saved = new Map<string, Promise<SavedSession>>();

async function signInOnce(page: Page, account: SignedInAccount): Promise<SavedSession> {
  // A context of its own, so the spec's page keeps nothing of the sign-in but its result.
  const context = await page.context().browser()!.newContext();
  try {
    const signingIn = await context.newPage();
    await signingIn.goto('/admin/login');
    await signingIn.getByLabel('Login').fill(account.email);
    await signingIn.getByLabel('Senha').fill(account.password);
    await signingIn.getByRole('button', { name: 'Entrar' }).click();
    await passSecondStep(signingIn, account.phone);
    await expect(consoleSidebar(signingIn)).toBeVisible();
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

function savedSession(page: Page, account: SignedInAccount): Promise<SavedSession> {
  let session = saved.get(account.email);
  if (!session) {
    session = signInOnce(page, account);
    // A failed sign-in is not kept: the next spec tries again, and fails on its own account.
    session.catch(() => saved.delete(account.email));
    saved.set(account.email, session);
  }
  return session;
}

/** What only the signed-in layout has (the login page shares the welcome heading): the sidebar's first link. */
export function consoleSidebar(page: Page) {
  return page.getByRole('navigation').getByRole('menuitem').first();
}

/** Opens the console at `path`, signed in as `account` with the session its worker saved. */
export async function openConsoleAs(page: Page, account: SignedInAccount, path = '/admin/') {
  await page.context().setStorageState(await savedSession(page, account));
  await page.goto(path);
  // As after a sign-in: the header knows the member (Sair) and the sidebar has its links.
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(consoleSidebar(page)).toBeVisible();
}
