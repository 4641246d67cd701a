import { expect, test } from '../../support/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR, sidebarLinks, signIn, signedIn } from './staff';

test('a bad password shows the red box and stays on the login page', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, 'senha-errada');
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas. Por favor, tente novamente.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('an unknown account gets the same red box', async ({ page }) => {
  await signIn(page, { email: 'ninguem@cvc.local', password: 'x' });
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas. Por favor, tente novamente.');
});

test('a visitor who is not signed in is sent to the login page', async ({ page }) => {
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin lands on leads and sees every group of the sidebar', async ({ page }) => {
  await signedIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const nav = page.getByRole('navigation');
  for (const group of ['Conteúdo', 'CRM', 'Parceiros', 'Eventos', 'Ferramentas']) {
    await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
  }
  // toContainText: in this order, with room for entries below the SPEC groups (Equipe).
  await expect(sidebarLinks(page)).toContainText([
    'Notícias',
    'Opiniões',
    'Colunistas',
    'Relatórios',
    'Leads',
    'Inscrições',
    'Downloads',
    'Parceiros',
    'Mantenedores',
    'Participantes CVC',
    'Fornecedores',
    'Eventos',
    'Crawler',
  ]);
  await expect(page.getByRole('link', { name: 'Ver Site' })).toHaveAttribute('href', '/');
  await page.getByRole('menuitem', { name: 'Crawler' }).click();
  await expect(page.getByText('edge functions')).toBeVisible();
});

test('a news editor sees only Notícias and the Painel, lands on Notícias, and is refused elsewhere', async ({
  page,
}) => {
  await signedIn(page, DEMO_NEWS_EDITOR);
  await expect(page).toHaveURL(/\/admin\/news$/);
  // The Painel for its Agendados (what is scheduled), under CRM as for everyone.
  await expect(sidebarLinks(page)).toHaveText(['Notícias', 'Painel']);
  await expect(page.getByRole('row')).not.toHaveCount(0);

  await page.goto('/admin/leads');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);

  await page.goto('/admin/crawler');
  await expect(page.getByText('Acesso negado')).toBeVisible();

  // On the Painel, only the schedule: none of the figures the news key does not cover.
  await page.goto('/admin/painel');
  await expect(page.getByRole('heading', { level: 2, name: 'Agendados' })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(1);
});

test('Sair signs out and returns to the login page', async ({ page }) => {
  await signedIn(page, DEMO_NEWS_EDITOR);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
