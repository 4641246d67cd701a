import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../../support/test';
import { expectNoSeriousViolations } from '../../support/axe';
import { COLLECTIONS } from '@cvc/domain';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';
import { PROGRESS_MESSAGES, SEND_MESSAGES } from '../../../admin/src/texts/newsletterEditions';
import { admin, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';

// The console's newsletter editions under the CRM: a member composes an edition in three languages from what is
// published, previews it, mails a test to themselves and sends it; each confirmed subscriber gets it once, in
// their language, with the unsubscribe header, a pending one nothing, and the page follows the send to its end.

const idOf = (email: string) => createHash('sha256').update(email).digest('hex');

test('Edições da newsletter: compose, preview, test, send to the confirmed subscribers @serial', async ({
  page,
  inbox,
}) => {
  test.setTimeout(180_000);
  const { db } = admin();
  const tag = uniqueTag('edition');
  const subjects = { pt: `Novidades ${tag}`, en: `News ${tag}`, es: `Novedades ${tag}` };
  const english = `e2e-${tag}-en@example.com`;
  const spanish = `e2e-${tag}-es@example.com`;
  const pending = `e2e-${tag}-pendente@example.com`;
  const subscribers = db.collection(COLLECTIONS.newsletterSubscribers);
  const confirmed = (email: string, language: string) => ({
    email,
    status: 'confirmed',
    language,
    source: 'footer:/',
    notice_version: '2026-11-25',
    requested_at: Timestamp.now(),
    confirmed_at: Timestamp.now(),
  });
  // Specs before this one may have left confirmed subscribers: they get the edition too, and are counted.
  const before = (await subscribers.where('status', '==', 'confirmed').count().get()).data().count;
  await subscribers.doc(idOf(english)).set(confirmed(english, 'en'));
  await subscribers.doc(idOf(spanish)).set(confirmed(spanish, 'es'));
  await subscribers.doc(idOf(pending)).set({
    ...confirmed(pending, 'pt'),
    status: 'pending',
    confirmed_at: null,
    expire_at: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
  });
  const recipients = before + 2;
  const newest = await db
    .collection(COLLECTIONS.news)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .limit(1)
    .get();
  const newsTitle = String(newest.docs[0]!.get('title'));

  // Compose: the three subjects and introductions, and the newest news item.
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Edições da newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter-editions/);
  await page.locator('#main-content').getByRole('link', { name: 'Criar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Assunto (português)' }).fill(subjects.pt);
  await page.getByRole('textbox', { name: 'Introdução (português)' }).fill('Olá! As novidades do mês.');
  await page.getByRole('textbox', { name: 'Assunto (inglês)' }).fill(subjects.en);
  await page.getByRole('textbox', { name: 'Introdução (inglês)' }).fill("This month's news.");
  await page.getByRole('textbox', { name: 'Assunto (espanhol)' }).fill(subjects.es);
  await page.getByRole('textbox', { name: 'Introdução (espanhol)' }).fill('Las novedades del mes.');
  const news = page.getByRole('group', { name: 'Notícias' });
  await news.getByRole('checkbox', { name: newsTitle }).first().check();
  await expectNoSeriousViolations(page, 'the edition form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter-editions\/[^/]+\/show$/);
  const id = page.url().split('/').at(-2)!;
  await expect(page.getByText(newsTitle)).toBeVisible();
  await expectNoSeriousViolations(page, 'a draft edition');

  // The draft's form opens from its page, with what was saved.
  await page.getByRole('link', { name: 'Alterar' }).click();
  await expect(page.getByRole('textbox', { name: 'Assunto (inglês)' })).toHaveValue(subjects.en);
  await expect(news.getByRole('checkbox', { name: newsTitle }).first()).toBeChecked();
  await expectNoSeriousViolations(page, "a draft edition's form");
  await page.goBack();
  await expect(page).toHaveURL(/\/show$/);

  // Preview: the saved edition's mail in each language.
  await page.getByRole('button', { name: SEND_MESSAGES.preview }).click();
  const preview = page.getByRole('dialog', { name: SEND_MESSAGES.previewTitle });
  await expect(preview.getByText(subjects.pt)).toBeVisible();
  await expect(page.frameLocator('iframe[title="E-mail em português"]').getByText(newsTitle)).toBeVisible();
  // No axe scan here: axe cannot run inside the frame, sandboxed without scripts, and waits for it forever.
  await preview.getByRole('tab', { name: 'English' }).click();
  await expect(preview.getByText(subjects.en)).toBeVisible();
  await preview.getByRole('tab', { name: 'Español' }).click();
  await expect(preview.getByText(subjects.es)).toBeVisible();
  await preview.getByRole('button', { name: SEND_MESSAGES.close }).click();
  await expect(preview).toHaveCount(0);

  // A test to the member's own address, in Portuguese.
  await page.getByRole('button', { name: SEND_MESSAGES.test }).click();
  await expect(page.getByText(SEND_MESSAGES.testSent(DEMO_ADMIN.email))).toBeVisible();
  const testMail = await inbox.waitFor(
    (m) => m.to.includes(DEMO_ADMIN.email) && m.subject.includes(subjects.pt),
  );
  expect(testMail.subject).toBe(`[Teste] ${subjects.pt}`);
  expect(testMail.html).toContain(newsTitle);

  // Send, after a confirmation naming the confirmed subscribers.
  await page.getByRole('button', { name: SEND_MESSAGES.send, exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(SEND_MESSAGES.sendQuestion(recipients));
  await confirm.getByRole('button', { name: SEND_MESSAGES.send, exact: true }).click();
  await expect(page.getByRole('table', { name: PROGRESS_MESSAGES.caption(recipients) })).toBeVisible();
  const sentCell = page.getByRole('row', { name: PROGRESS_MESSAGES.sent }).getByRole('cell');
  await expect(sentCell).toHaveText(String(recipients), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `${PROGRESS_MESSAGES.heading}: Enviada` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alterar' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'a sent edition and its progress');

  // Each confirmed subscriber got it once, in their language, with the unsubscribe header; the pending one not.
  for (const [email, subject] of [
    [english, subjects.en],
    [spanish, subjects.es],
  ] as const) {
    const mail = await inbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(newsTitle);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s*<https?:\/\/[^>]+\/api\/unsubscribe\?/im);
    expect(inbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  }
  expect(inbox.messages.filter((m) => m.to.includes(pending))).toHaveLength(0);

  // A sent edition no longer opens its form: its row and its address lead to its page.
  await page.goto(`/admin/newsletter-editions/${id}`);
  await expect(page).toHaveURL(/\/show$/);
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Edições da newsletter' }).click();
  const row = page.getByRole('row').filter({ hasText: subjects.pt });
  await expect(row).toContainText('Enviada');
  await expectNoSeriousViolations(page, 'the editions list');

  await Promise.all([english, spanish, pending].map((email) => subscribers.doc(idOf(email)).delete()));
  await db.collection(COLLECTIONS.newsletterEditions).doc(id).delete();
});
