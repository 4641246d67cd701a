import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LANGUAGES } from '@cvc/domain';
import { articlePath, localizedPath } from '@cvc/web';
import { cancelUrl } from '../../../functions/src/events/cancelLink';
import { unsubscribeUrl } from '../../../functions/src/mail/unsubscribeLink';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { expect, test, type Locator, type Page } from '../../support/test';
import { adminFirestore } from '../../support/admin-firestore';
import { nuDocuments } from '../../support/nu-checker';
import { FIXED_PUBLIC_ROUTES, SEEDED_EVENT_ROUTE, newestArticlePath } from '../../support/public-routes';
import { closeClients, staffMember, webClient } from '../../integration/staff/clients';
import { OPEN_EVENT } from '../../support/seeded-events';
import { buildNews } from '../../../scripts/seed/content/news';
import { buildOpinions } from '../../../scripts/seed/content/opinions';
import { buildEventRsvps } from '../../../scripts/seed/content/event-rsvp';

// The W3C Nu HTML checker (vnu-jar, on the machine's Java) over every public route in every language (a news
// item and an opinion among them), the not-found page and the console's login: both the HTML the server sends
// and the document once the app has hydrated it; and the pages functions write themselves (unsubscribe, RSVP
// cancel, the staff preview) as served; and the document with each of the site's dialogs open, in each step.

const NOT_FOUND_PATH = '/pagina-que-nao-existe';

const SECRET = LOCAL_SECRETS.UNSUBSCRIBE_SECRET;

/** The newest published opinion, at the path the opinions list links to. */
async function newestOpinionPath(db: Firestore): Promise<string> {
  const newest = await db
    .collection(COLLECTIONS.opinions)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .limit(1)
    .get();
  const slug = newest.docs[0]?.get('slug') as string | undefined;
  if (!slug) throw new Error('The seed has no published opinion.');
  return articlePath('opinion', slug);
}

/** A published opinion written in Markdown (the seed has one): headings, a list, a quote and a link. */
async function markdownOpinionPath(db: Firestore): Promise<string> {
  const found = await db.collection(COLLECTIONS.opinions).where('content_format', '==', 'markdown').get();
  const slug = found.docs.find((doc) => doc.get('status') === 'published')?.get('slug') as string | undefined;
  if (!slug) throw new Error('The seed has no published opinion in Markdown.');
  return articlePath('opinion', slug);
}

/** A published news item the seed translated into English, at its English address (its text unmarked). */
async function translatedNewsPath(db: Firestore): Promise<string> {
  const found = await db.collection(COLLECTIONS.news).where('translation_state.en', '==', 'current').get();
  const slug = found.docs.find((doc) => doc.get('status') === 'published')?.get('translations.en.slug') as
    string | undefined;
  if (!slug) throw new Error('The seed has no published news item translated into English.');
  return localizedPath('en', articlePath('news', slug));
}

/** A seeded sign-up still confirmed (no spec cancels the seed's): its cancel link shows the page with the form. */
async function seededSignUpId(db: Firestore): Promise<string> {
  const signUps = await db.collection(COLLECTIONS.eventRsvp).where('status', '==', 'confirmed').get();
  const seededIds = new Set(buildEventRsvps(new Date()).map((signUp) => signUp.id));
  const id = signUps.docs.find((doc) => seededIds.has(doc.id))?.id;
  if (!id) throw new Error('The seed has no confirmed sign-up.');
  return id;
}

test('the Nu HTML checker finds no error on any route, served or hydrated', async ({ page, request }) => {
  test.setTimeout(300_000);
  const db = adminFirestore();
  const article = await newestArticlePath(db);
  const opinion = await newestOpinionPath(db);
  const paths = [
    ...LANGUAGES.flatMap((language) =>
      [
        ...FIXED_PUBLIC_ROUTES.map((route) => route.path),
        article,
        opinion,
        SEEDED_EVENT_ROUTE.path,
        NOT_FOUND_PATH,
      ].map((path) => localizedPath(language, path)),
    ),
    await markdownOpinionPath(db),
    await translatedNewsPath(db),
    '/admin/login',
  ];
  const documents = nuDocuments(test.info().outputPath('pages'));
  const save = documents.save;

  for (const path of paths) {
    const served = await request.get(path);
    expect(served.headers()['content-type'], path).toContain('text/html');
    save(`${path} (served)`, await served.text());
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    save(`${path} (hydrated)`, await page.content());
  }

  // Pages no app hydrates: what the functions send is what the browser gets.
  const origin = new URL(page.url()).origin;
  const served = async (name: string, response: Awaited<ReturnType<typeof request.get>>) => {
    expect(response.headers()['content-type'], name).toContain('text/html');
    save(`${name} (served)`, await response.text());
  };
  const signUp = await seededSignUpId(db);
  for (const language of LANGUAGES) {
    const unsubscribe = unsubscribeUrl(origin, 'valid-html@example.com', language, SECRET);
    await served(`unsubscribe ${language}`, await request.get(unsubscribe));
    await served(`unsubscribe done ${language}`, await request.post(unsubscribe));
    await served(
      `unsubscribe invalid ${language}`,
      await request.get(unsubscribe.replace(/s=[0-9a-f]/, 's=x')),
    );
    const cancel = cancelUrl(origin, signUp, language, SECRET);
    await served(`RSVP cancel ${language}`, await request.get(cancel));
    await served(`RSVP cancel invalid ${language}`, await request.get(cancel.replace(/s=[0-9a-f]/, 's=x')));
    await served(
      `RSVP cancel unknown ${language}`,
      await request.get(cancelUrl(origin, 'NoSuchSignUp000000', language, SECRET)),
    );
  }
  const member = await staffMember('valid-html', { role: 'admin' });
  const token = await (await webClient(member)).auth.currentUser!.getIdToken();
  // The seed's newest items, a draft among them; not the collection's newest, which may be another spec's and
  // gone by the time it is previewed.
  const seeded = new Date();
  const articleIds = [buildNews(seeded), buildOpinions(seeded)].map(
    (items) =>
      [...items].sort((a, b) => (b.created_at?.getTime() ?? 0) - (a.created_at?.getTime() ?? 0))[0]!.id,
  );
  for (const [kind, id] of [
    ['news', articleIds[0]!],
    ['opinion', articleIds[1]!],
  ] as const) {
    for (const language of LANGUAGES) {
      const preview = await request.post('/api/staff/preview', { form: { token, kind, id, language } });
      expect(preview.status(), `${kind} preview ${language}`).toBe(200);
      await served(`staff preview ${kind} ${language}`, preview);
    }
  }

  await closeClients();

  const errors = await documents.errors();
  expect(errors, 'Nu HTML checker errors').toEqual([]);
});

/** Opens a dialog as a visitor does and returns it once shown. */
async function openDialog(page: Page, opener: Locator, name?: string): Promise<Locator> {
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog', name ? { name } : {});
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the Nu HTML checker finds no error with any dialog open, in each of its steps', async ({ page }) => {
  test.setTimeout(120_000);
  const documents = nuDocuments(test.info().outputPath('dialogs'));
  const home = async (language: (typeof LANGUAGES)[number]) => {
    await page.goto(localizedPath(language, '/'));
    await page.waitForLoadState('networkidle');
  };
  const snapshot = async (name: string) => documents.save(name, await page.content());
  const close = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };

  for (const language of LANGUAGES) {
    await home(language);
    await openDialog(
      page,
      page
        .getByRole('banner')
        .getByRole('button')
        .filter({ hasText: /Associe-se|Join|Asóciese|Asociate/ })
        .first(),
    );
    await snapshot(`membership ${language}`);
    await close();
  }

  await home('pt');
  const advisor = await openDialog(
    page,
    page.locator('#programas').getByRole('button', { name: 'Saiba mais' }),
  );
  await snapshot('Trusted Advisor (information)');
  await advisor.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
  await expect(advisor.getByRole('button', { name: 'Voltar' })).toBeVisible();
  await snapshot('Trusted Advisor (form)');
  await close();

  await openDialog(
    page,
    page.locator('#programas').getByRole('button', { name: 'Quero receber informações' }),
  );
  await snapshot('executive training');
  await close();

  await openDialog(page, page.locator('#comites').getByRole('button').first());
  await snapshot('committee');
  await close();

  await openDialog(page, page.locator('#relatorios').getByRole('button').first());
  await snapshot('report');
  await close();

  const event = await openDialog(
    page,
    page.getByRole('button', { name: `Ver detalhes: ${OPEN_EVENT.title}` }),
  );
  await snapshot('event (details)');
  await event.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(event.getByRole('button', { name: 'Confirmar inscrição' })).toBeVisible();
  await snapshot('event (sign-up form)');
  await close();

  await openDialog(page, page.getByRole('button', { name: 'Formatos de eventos' }).first());
  await snapshot('event formats');
  await close();

  expect(await documents.errors(), 'Nu HTML checker errors').toEqual([]);
});
