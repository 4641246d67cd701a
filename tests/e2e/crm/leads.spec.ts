import { expect, test } from '../../support/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_STATUS_LABELS, LEADS_STORAGE_KEYS } from '@cvc/domain';
import { CRM_MESSAGES } from '../../../admin/src/texts/crm';
import { admin, uniqueTag } from './support';
import { uniqueSuffix } from '../../support/unique';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

const leadRow = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/**
 * Searches the leads screen and waits for the search's own list, every row of which shows `matching`: a lead just
 * added is the newest, so it shows on page 1 before the search answers, and a menu opened on that row would close
 * when the list is replaced.
 */
async function searchLeads(page: import('@playwright/test').Page, text: string, matching: string) {
  await page.getByLabel('Buscar').fill(text);
  await expect(page.getByRole('row').filter({ hasNotText: matching })).toHaveCount(1);
}

test('a lead submitted on the public site appears in the open leads screen, highlighted, without reload @serial', async ({
  page,
  browser,
}) => {
  await openConsoleAs(page, DEMO_ADMIN, '/admin/leads');
  // The seed's newest lead shows once the first snapshot arrives; that load only initialises the known ids.
  await expect(leadRow(page, 'Fernanda Rocha Siqueira')).toBeVisible();
  await expect(page.getByTestId('lead-confetti')).toHaveCount(0);
  await expect(page.locator('tr[data-highlighted]')).toHaveCount(0);

  // A visitor in their own browser context submits the membership form.
  const visitor = await (await browser.newContext()).newPage();
  const name = `Visitante ${uniqueTag('lead')}`;
  await visitor.goto('/');
  await visitor.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('E-mail').fill(`${uniqueTag('visitante')}@example.com`);
  await dialog.getByLabel('Empresa').fill('Horizonte Agro');
  await dialog.getByLabel('Telefone').fill('(11) 90000-0000');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(visitor.getByText('Solicitação enviada!')).toBeVisible();
  await visitor.context().close();

  const row = leadRow(page, name);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('lead-confetti')).toHaveAttribute('data-pieces', '100');
  // The confetti goes after 4 s and the highlight 5 s later.
  await expect(page.getByTestId('lead-confetti')).toHaveCount(0, { timeout: 8000 });
  await expect(row).not.toHaveAttribute('data-highlighted', 'true', { timeout: 8000 });

  // Known and notified ids are persisted, so a reload does not announce the lead again.
  const notified = await page.evaluate((key) => localStorage.getItem(key), LEADS_STORAGE_KEYS.notifiedIds);
  expect(notified).toContain('"');
  await page.reload();
  await expect(leadRow(page, name)).toBeVisible();
  await expect(page.getByTestId('lead-confetti')).toHaveCount(0);
  await expect(page.locator('tr[data-highlighted]')).toHaveCount(0);
});

test('status and notes persist after reload; Som ON/OFF is remembered; delete asks first', async ({
  page,
}) => {
  const { db } = admin();
  const name = `Lead Editável ${uniqueTag('edit')}`;
  const ref = await db.collection(COLLECTIONS.leads).add({
    name,
    email: `${uniqueTag('editavel')}@example.com`,
    company: 'Cordilheira Logística',
    phone: '(11) 91234-5678',
    source: 'venturelab',
    position: 'Diretora',
    status: 'new',
    created_at: FieldValue.serverTimestamp(),
  });

  await openConsoleAs(page, DEMO_ADMIN, '/admin/leads');
  await searchLeads(page, 'cordilheira log', 'Cordilheira Logística');
  const row = leadRow(page, name);
  await expect(row).toBeVisible();

  await row.getByLabel(`Status de ${name}`).click();
  await page.getByRole('option', { name: LEAD_STATUS_LABELS.qualified }).click();
  await row.getByLabel(`Notas de ${name}`).fill('Ligar na segunda-feira.\nPrefere e-mail.');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(CRM_MESSAGES.leadNotesSaved)).toBeVisible();
  await expect
    .poll(async () => (await ref.get()).data())
    .toMatchObject({
      status: 'qualified',
      notes: 'Ligar na segunda-feira.\nPrefere e-mail.',
    });

  await page.getByRole('button', { name: CRM_MESSAGES.soundOn }).click();
  await expect(page.getByRole('button', { name: CRM_MESSAGES.soundOff })).toBeVisible();

  await page.reload();
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: LEAD_STATUS_LABELS.qualified }).click();
  const reloaded = leadRow(page, name);
  await expect(reloaded.getByLabel(`Status de ${name}`)).toHaveText(LEAD_STATUS_LABELS.qualified);
  await expect(reloaded.getByLabel(`Notas de ${name}`)).toHaveValue(
    'Ligar na segunda-feira.\nPrefere e-mail.',
  );
  await expect(page.getByRole('button', { name: CRM_MESSAGES.soundOff })).toBeVisible();

  await reloaded.getByRole('button', { name: `Excluir lead ${name}` }).click();
  await expect(page.getByText(CRM_MESSAGES.leadDeleteConfirm)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reloaded).toBeVisible();
  await reloaded.getByRole('button', { name: `Excluir lead ${name}` }).click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(reloaded).toHaveCount(0);
  await expect.poll(async () => (await ref.get()).exists).toBe(false);
});

test('writes the server refuses show the SPEC error texts', async ({ page }) => {
  // A hand-edited document the rules no longer accept as a whole: notes that are not text make every status
  // change fail, and an unknown status makes every notes change fail.
  // A word of its own: the search finds a later word by itself, not running on to the next.
  const tag = uniqueSuffix();
  const name = `Lead Corrompido ${tag}`;
  await admin()
    .db.collection(COLLECTIONS.leads)
    .add({
      name,
      email: `${uniqueTag('corrompido')}@example.com`,
      company: 'Planilha Antiga',
      phone: '(11) 90000-1111',
      source: 'Associação',
      status: 'arquivado',
      notes: 42,
      created_at: FieldValue.serverTimestamp(),
    });

  await openConsoleAs(page, DEMO_ADMIN, '/admin/leads');
  // By its own word: the name's first 24 characters are every run's.
  await searchLeads(page, tag, name);
  const row = leadRow(page, name);
  await row.getByLabel(`Status de ${name}`).click();
  await page.getByRole('option', { name: LEAD_STATUS_LABELS.contacted }).click();
  await expect(page.getByText(CRM_MESSAGES.leadStatusError)).toBeVisible();

  await row.getByLabel(`Notas de ${name}`).fill('Tentativa');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(CRM_MESSAGES.leadNotesError)).toBeVisible();
});

test('search reaches an old lead off page 1; a bulk status change asks first and lands on every selected lead', async ({
  page,
}) => {
  const { db } = admin();
  const tag = uniqueTag('lote');
  // Old enough to sit far below page 1, young enough to be within the leads' retention (two years by default):
  // an older one has expired, and the console no longer lists it.
  const aYearAgo = new Date(Date.now() - 365 * 86_400_000);
  const refs = await Promise.all(
    ['Márcia Antiga', 'Otávio Antigo'].map((name) =>
      db.collection(COLLECTIONS.leads).add({
        name,
        email: `${uniqueTag('antigo')}@example.com`,
        company: `Fazenda ${tag}`,
        phone: '(11) 90000-2222',
        source: 'Associação',
        status: 'new',
        created_at: Timestamp.fromDate(aYearAgo),
      }),
    ),
  );

  await openConsoleAs(page, DEMO_ADMIN, '/admin/leads');
  // The first page has loaded (whichever lead is newest: other specs send leads meanwhile).
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Upper case and without the accent: the search tokens are folded on both sides.
  await page.getByLabel('Buscar').fill('MARCIA ANT');
  await expect(leadRow(page, 'Márcia Antiga')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Buscar').fill(`fazenda ${tag}`);
  await expect(leadRow(page, 'Otávio Antigo')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Selecionar todos os leads da página').check();
  await expect(page.getByText('2 leads selecionados')).toBeVisible();
  await page.getByLabel('Novo status').click();
  await page.getByRole('option', { name: LEAD_STATUS_LABELS.converted }).click();
  await page.getByRole('button', { name: 'Alterar status' }).click();
  await expect(page.getByText(CRM_MESSAGES.leadsBulkStatusConfirm)).toBeVisible();
  await page.getByRole('button', { name: 'Alterar', exact: true }).click();
  await expect
    .poll(async () => Promise.all(refs.map(async (ref) => (await ref.get()).get('status') as unknown)))
    .toEqual(['converted', 'converted']);
  await expect(leadRow(page, 'Márcia Antiga').getByLabel('Status de Márcia Antiga')).toHaveText(
    LEAD_STATUS_LABELS.converted,
  );
  await Promise.all(refs.map((ref) => ref.delete()));
});
