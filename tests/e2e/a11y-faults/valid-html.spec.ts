import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LANGUAGES } from '@cvc/domain';
import { articlePath, localizedPath } from '@cvc/web';
import { cancelUrl } from '../../../functions/src/events/cancelLink';
import { unsubscribeUrl } from '../../../functions/src/mail/unsubscribeLink';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { expect, test } from '../../support/test';
import { adminFirestore } from '../../support/admin-firestore';
import { FIXED_PUBLIC_ROUTES, SEEDED_EVENT_ROUTE, newestArticlePath } from '../../support/public-routes';
import { closeClients, staffMember, webClient } from '../../integration/staff/clients';

// The W3C Nu HTML checker (vnu-jar, on the machine's Java) over every public route in every language (a news
// item and an opinion among them), the not-found page and the console's login: both the HTML the server sends
// and the document once the app has hydrated it; and the pages functions write themselves (unsubscribe, RSVP
// cancel, the staff preview) as served. Invalid markup (a block inside a button, a duplicate id) is parsed differently by each browser
// and read differently by assistive technology, so any error fails, spelled out with its route and excerpt.

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
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

/** A seeded sign-up still confirmed: its cancel link shows the page with the form. */
async function seededSignUpId(db: Firestore): Promise<string> {
  const signUps = await db
    .collection(COLLECTIONS.eventRsvp)
    .where('status', '==', 'confirmed')
    .limit(1)
    .get();
  const id = signUps.docs[0]?.id;
  if (!id) throw new Error('The seed has no confirmed sign-up.');
  return id;
}

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the checker once over a folder: one JVM start for every page. */
async function vnuErrors(folder: string): Promise<VnuMessage[]> {
  try {
    await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return [];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    if (!stderr.trim().startsWith('{')) throw error;
    return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  }
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
    '/admin/login',
  ];
  const folder = test.info().outputPath('pages');
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  const save = (name: string, html: string) => {
    const file = join(folder, `${files.size}.html`);
    writeFileSync(file, html);
    files.set(file, name);
  };

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
  const articleIds = await Promise.all(
    (['news', 'opinions'] as const).map(async (collection) => {
      const newest = await db
        .collection(COLLECTIONS[collection])
        .orderBy('created_at', 'desc')
        .limit(1)
        .get();
      return newest.docs[0]!.id;
    }),
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

  const errors = (await vnuErrors(folder))
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return `${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message}  ${message.extract ?? ''}`;
    });
  expect(errors, 'Nu HTML checker errors').toEqual([]);
});
