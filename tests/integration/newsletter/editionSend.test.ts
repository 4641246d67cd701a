import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EDITION_MESSAGES,
  STAFF_MESSAGES,
  type EditionResult,
  type Language,
} from '@cvc/domain';
import { NEWSLETTER_EDITION_FUNCTION } from '@cvc/web';
import { continueSendingEditions } from '../../../functions/src/newsletter/continueEditions';
import { EDITION_MAIL_FIELD, editionMailId } from '../../../functions/src/newsletter/editionBatch';
import { suppressionId } from '../../../functions/src/mail/unsubscribeLink';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { adminFirestore } from '../../support/admin-firestore';
import { smtpInbox, type ReceivedMail } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import { callableError, closeClients, staffMember, uniqueEmail, webClient } from '../staff/clients';
import { headerIn, unsubscribeLinkIn } from './support';

// Editions as the console sends them: the newsletterEdition callable with a member's real token, the batches,
// the sender delivering to a real SMTP server, and the one-click unsubscribe through the Hosting emulator.

const inbox = smtpInbox();
const db = adminFirestore();
const run = Date.now().toString(36);
const SUBJECT: Record<Language, string> = {
  pt: `Novidades ${run}`,
  en: `News ${run}`,
  es: `Novedades ${run}`,
};
const ARTICLE = { id: `edicao-${run}`, title: `Matéria da edição ${run}`, slug: `materia-da-edicao-${run}` };
// Mixed coverage: a news item translated into English only, a report into Spanish only, ARTICLE into neither.
const TRANSLATED = {
  id: `traduzida-${run}`,
  title: `Matéria traduzida ${run}`,
  slug: `materia-traduzida-${run}`,
  en: { title: `Translated story ${run}`, slug: `translated-story-${run}` },
};
const REPORT = { id: `relatorio-${run}`, title: `Relatório ${run}`, es: `Informe ${run}` };
const translationStamps = { source_fingerprint: '0000abcd', translated_at: Timestamp.now() };
const readers = {
  pt: uniqueEmail('leitora-pt'),
  en: uniqueEmail('reader-en'),
  es: uniqueEmail('lectora-es'),
};
const pending = uniqueEmail('pendente');

type Client = Awaited<ReturnType<typeof webClient>>;
let editor: Client;
let editorUid: string;
let editorEmail: string;

const call = (client: Client, data: unknown) => client.call<EditionResult>(NEWSLETTER_EDITION_FUNCTION, data);

async function draft(id: string, fields: Record<string, unknown> = {}) {
  await setDoc(doc(editor.db, COLLECTIONS.newsletterEditions, id), {
    subject_pt: SUBJECT.pt,
    subject_en: SUBJECT.en,
    subject_es: SUBJECT.es,
    intro_pt: 'Uma introdução.',
    intro_en: 'An introduction.',
    intro_es: 'Una introducción.',
    news_ids: [ARTICLE.id],
    status: 'draft',
    updated_by: editorUid,
    ...fields,
  });
}

function subscribe(email: string, language: Language, status: 'confirmed' | 'pending' = 'confirmed') {
  return db
    .collection(COLLECTIONS.newsletterSubscribers)
    .doc(suppressionId(email))
    .set({ email, status, language, source: 'footer:/', requested_at: Timestamp.now() });
}

/** Sends the rest of an edition as the schedule would, a batch a minute (the emulators run no schedule). */
async function finish(id: string) {
  const options = { size: 100, origin: 'http://127.0.0.1:5000', secret: LOCAL_SECRETS.UNSUBSCRIBE_SECRET };
  for (let i = 0; i < 50; i++) {
    const status = (await db.collection(COLLECTIONS.newsletterEditions).doc(id).get()).get('status');
    if (status !== 'sending') return status;
    await continueSendingEditions(db, options);
  }
  throw new Error(`${id} never finished`);
}

const editionMailTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject === subject;

async function mailsTo(editionId: string, email: string): Promise<number> {
  const snapshot = await db.collection(COLLECTIONS.mail).where(EDITION_MAIL_FIELD, '==', editionId).get();
  return snapshot.docs.filter((mail) => (mail.get('to') as string[]).includes(email)).length;
}

beforeAll(async () => {
  await inbox.start();
  const account = await staffMember('edition-editor', { permissions: { leads: true } });
  editor = await webClient(account);
  editorUid = account.uid;
  editorEmail = account.email;
  await db.collection(COLLECTIONS.news).doc(ARTICLE.id).set({
    title: ARTICLE.title,
    summary: 'O resumo da matéria.',
    content: 'O corpo.',
    content_format: 'markdown',
    slug: ARTICLE.slug,
    status: 'published',
    published_at: Timestamp.now(),
  });
  await db
    .collection(COLLECTIONS.news)
    .doc(TRANSLATED.id)
    .set({
      title: TRANSLATED.title,
      summary: 'O resumo em português.',
      content: 'O corpo.',
      content_format: 'markdown',
      slug: TRANSLATED.slug,
      status: 'published',
      published_at: Timestamp.now(),
      translations: {
        en: { ...TRANSLATED.en, summary: 'The English summary.', content: 'The body.', ...translationStamps },
      },
    });
  await db
    .collection(COLLECTIONS.reports)
    .doc(REPORT.id)
    .set({
      title: REPORT.title,
      description: 'Um estudo.',
      category: null,
      published_at: Timestamp.now(),
      is_free: true,
      price: null,
      checkout_url: null,
      cover_image_url: null,
      translations: {
        es: { title: REPORT.es, description: 'Un estudio.', category: null, ...translationStamps },
      },
    });
  await Promise.all([
    subscribe(readers.pt, 'pt'),
    subscribe(readers.en, 'en'),
    subscribe(readers.es, 'es'),
    subscribe(pending, 'pt', 'pending'),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([
    db.collection(COLLECTIONS.news).doc(TRANSLATED.id).delete(),
    db.collection(COLLECTIONS.reports).doc(REPORT.id).delete(),
  ]);
  await inbox.stop();
  await closeClients();
});

describe('newsletterEdition: who may call it', () => {
  it('refuses a member without the leads key, and one signed in with the password alone', async () => {
    await draft(`quem-${run}`);
    const outsider = await webClient(await staffMember('edition-outsider', { permissions: { news: true } }));
    expect(await callableError(call(outsider, { id: `quem-${run}`, action: 'count' }))).toEqual({
      code: 'functions/permission-denied',
      message: EDITION_MESSAGES.forbidden,
    });
    // A member who has not enrolled a second factor yet: the password alone signs in, and opens nothing.
    const account = await staffMember(
      'edition-password',
      { permissions: { leads: true } },
      { secondFactor: false },
    );
    const passwordOnly = await webClient(account, { passwordOnly: true });
    expect(await callableError(call(passwordOnly, { id: `quem-${run}`, action: 'count' }))).toEqual({
      code: 'functions/permission-denied',
      message: STAFF_MESSAGES.secondFactorRequired,
    });
    expect(await callableError(call(editor, { id: `quem-${run}`, action: 'delete' }))).toEqual({
      code: 'functions/invalid-argument',
      message: EDITION_MESSAGES.invalidRequest,
    });
  });
});

describe('newsletterEdition: before sending', () => {
  it('previews the mail in each language, the item linked in that language', async () => {
    await draft(`previa-${run}`);
    const result = await call(editor, { id: `previa-${run}`, action: 'preview' });
    if (result.action !== 'preview') throw new Error('not a preview');
    expect(result.previews.map((preview) => [preview.language, preview.subject])).toEqual([
      ['pt', SUBJECT.pt],
      ['en', SUBJECT.en],
      ['es', SUBJECT.es],
    ]);
    const en = result.previews[1]!;
    expect(en.html).toContain('An introduction.');
    expect(en.html).toContain(ARTICLE.title);
    expect(en.text).toContain(`http://127.0.0.1:5000/en/artigo/${ARTICLE.slug}`);
  });

  it('mails a test to the member, marked as a test', async () => {
    await draft(`teste-${run}`);
    const result = await call(editor, { id: `teste-${run}`, action: 'test', language: 'es' });
    expect(result).toEqual({ action: 'test', to: editorEmail, language: 'es' });
    const mail = await inbox.waitFor(editionMailTo(editorEmail, `[Prueba] ${SUBJECT.es}`), 60_000);
    expect(mail.text).toContain('Una introducción.');
    expect(await mailsTo(`teste-${run}`, readers.es)).toBe(0);
  }, 90_000);

  it('refuses to send an edition without a subject in each language, or without items', async () => {
    await draft(`incompleta-${run}`, { subject_es: ' ', news_ids: [] });
    expect(await callableError(call(editor, { id: `incompleta-${run}`, action: 'send' }))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Escreva o assunto em espanhol antes de enviar. Escolha pelo menos um item publicado antes de enviar.',
    });
    const stored = await db.collection(COLLECTIONS.newsletterEditions).doc(`incompleta-${run}`).get();
    expect(stored.get('status')).toBe('draft');
  });
});

describe('newsletterEdition: sending', () => {
  const first = `primeira-${run}`;
  const editions: Partial<Record<Language, ReceivedMail>> = {};
  const SITE = 'http://127.0.0.1:5000';
  /** An item's title as the mail links it, marked as Portuguese or not. */
  const item = (href: string, title: string, portuguese: boolean) =>
    `<h2 style="margin:0 0 4px;font-size:17px"${portuguese ? ' lang="pt-BR"' : ''}><a href="${SITE}${href}" style="color:#0b5cad">${title}</a></h2>`;

  it('mails each confirmed subscriber once, in their language, with the one-click headers; nobody else', async () => {
    await draft(first, { news_ids: [ARTICLE.id, TRANSLATED.id], report_ids: [REPORT.id] });
    const counted = await call(editor, { id: first, action: 'count' });
    if (counted.action !== 'count') throw new Error('not a count');
    expect(counted.recipients).toBeGreaterThanOrEqual(3);

    const sent = await call(editor, { id: first, action: 'send' });
    expect(sent).toMatchObject({ action: 'send', progress: { recipients: counted.recipients } });
    expect(await finish(first)).toBe('sent');

    for (const language of ['pt', 'en', 'es'] as const) {
      const mail = await inbox.waitFor(editionMailTo(readers[language], SUBJECT[language]), 60_000);
      expect(headerIn(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const link = unsubscribeLinkIn(mail);
      expect(link).toContain(`/api/unsubscribe?e=${encodeURIComponent(readers[language])}`);
      expect(mail.text).toContain(link);
      expect(await mailsTo(first, readers[language])).toBe(1);
      editions[language] = mail;
    }
    expect(await mailsTo(first, pending)).toBe(0);
    expect(
      await db
        .collection(COLLECTIONS.mail)
        .doc(editionMailId(first, suppressionId(pending)))
        .get(),
    ).toHaveProperty('exists', false);

    await triggersSettled();
    const progress = await call(editor, { id: first, action: 'progress' });
    if (progress.action !== 'progress') throw new Error('not progress');
    expect(progress.progress.status).toBe('sent');
    expect(progress.progress.queued).toBe(progress.progress.recipients);
    expect(progress.progress.sent + progress.progress.failed).toBe(progress.progress.queued);
  }, 180_000);

  it('gives each subscriber every item in their language where it exists, else the Portuguese, marked', () => {
    const { pt, en, es } = editions;
    expect(pt!.html).toContain(item(`/artigo/${ARTICLE.slug}`, ARTICLE.title, false));
    expect(pt!.html).toContain(item(`/artigo/${TRANSLATED.slug}`, TRANSLATED.title, false));
    expect(pt!.html).toContain(item('/reports', REPORT.title, false));
    expect(pt!.html).not.toContain('<span lang="pt-BR">');

    expect(en!.html).toContain(item(`/en/artigo/${ARTICLE.slug}`, ARTICLE.title, true));
    expect(en!.html).toContain(item(`/en/artigo/${TRANSLATED.en.slug}`, TRANSLATED.en.title, false));
    expect(en!.html).toContain('The English summary.');
    expect(en!.html).toContain(item('/en/reports', REPORT.title, true));
    expect(en!.text).toContain(`${SITE}/en/artigo/${TRANSLATED.en.slug}`);

    expect(es!.html).toContain(item(`/es/artigo/${TRANSLATED.slug}`, TRANSLATED.title, true));
    expect(es!.html).toContain('<span lang="pt-BR">O resumo em português.</span>');
    expect(es!.html).toContain(item('/es/reports', REPORT.es, false));
    expect(es!.html).not.toContain(TRANSLATED.en.title);
  });

  it('a sent edition is no longer the client’s to change, nor to send again', async () => {
    await expect(
      updateDoc(doc(editor.db, COLLECTIONS.newsletterEditions, first), {
        subject_pt: 'Outro',
        updated_by: editorUid,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      updateDoc(doc(editor.db, COLLECTIONS.newsletterEditions, `teste-${run}`), {
        status: 'sending',
        updated_by: editorUid,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await callableError(call(editor, { id: first, action: 'send' }))).toEqual({
      code: 'functions/failed-precondition',
      message: EDITION_MESSAGES.notDraft,
    });
  });

  it('unsubscribing from an edition ends the subscription, counts, and stops the next edition', async () => {
    const mail = await inbox.waitFor(editionMailTo(readers.es, SUBJECT.es), 10_000);
    const response = await fetch(unsubscribeLinkIn(mail), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const subscription = await db
      .collection(COLLECTIONS.newsletterSubscribers)
      .doc(suppressionId(readers.es))
      .get();
    expect(subscription.get('status')).toBe('unsubscribed');
    const progress = await call(editor, { id: first, action: 'progress' });
    if (progress.action !== 'progress') throw new Error('not progress');
    expect(progress.progress.unsubscribed_since).toBeGreaterThanOrEqual(1);

    const second = `segunda-${run}`;
    await draft(second);
    await call(editor, { id: second, action: 'send' });
    expect(await finish(second)).toBe('sent');
    expect(await mailsTo(second, readers.pt)).toBe(1);
    expect(await mailsTo(second, readers.en)).toBe(1);
    expect(await mailsTo(second, readers.es)).toBe(0);
  }, 180_000);
});
