import { expect, test } from '../../support/test';

test('the home page shows every section with seed data @serial', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Participant strip: the participant without a logo is left out.
  await expect(
    page
      .getByRole('region', { name: 'Corporações participantes' })
      .getByRole('img', { name: 'Agro Horizonte' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vale do Sino Calçados' })).toHaveCount(0);
  // Market band: three sectors, the count and the radar call.
  await expect(page.getByTestId('market-sector')).toHaveCount(3);
  await expect(page.getByText('8 setores avaliados')).toBeVisible();
  await expect(page.getByRole('link', { name: /Acessar o Radar/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
  // Activities: the badge counts the six enabled events.
  await expect(page.getByTestId('events-count-badge')).toHaveText('6 eventos ativos');
  await expect(page.locator('#atividades article')).toHaveCount(6);
  await expect(page.locator('#comites').getByRole('button')).toHaveCount(5);
  await expect(page.locator('#noticias article')).toHaveCount(3);
  await expect(page.locator('#opiniao article')).toHaveCount(4);
  await expect(page.locator('#relatorios article')).toHaveCount(3);
  // The seed's class is open: the training badge names its last sign-up day.
  await expect(page.getByText(/^Inscrições abertas até \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible();
  // Supporter logos load lazily, below the fold.
  await page.locator('#parceiros').scrollIntoViewIfNeeded();
  await expect(page.locator('#parceiros img').first()).toBeVisible();
});

test('a committee opens its detail modal; Innovation has a single mission box', async ({ page }) => {
  await page.goto('/');
  await page
    .locator('#comites')
    .getByRole('button', { name: /Governança/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Missão' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Visão' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Compromissos' })).toBeVisible();
  await expect(dialog.locator('ol li')).toHaveText([
    'Governança da inovação',
    'Governança da unidade de CV',
    'Governança do portfólio',
  ]);
  await expect(dialog.getByRole('link', { name: /Guia de Boas Práticas/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.keyboard.press('Escape');

  await page
    .locator('#comites')
    .getByRole('button', { name: /Inovação/ })
    .click();
  await expect(page.getByTestId('committee-single-box')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Visão' })).toHaveCount(0);
  await expect(page.getByRole('dialog').locator('ol li')).toHaveCount(5);
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});
