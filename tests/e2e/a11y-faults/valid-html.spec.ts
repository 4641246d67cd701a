import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LANGUAGES } from '@cvc/domain';
import { localizedPath } from '@cvc/web';
import { expect, test } from '../../support/test';
import { adminFirestore } from '../../support/admin-firestore';
import { FIXED_PUBLIC_ROUTES, SEEDED_EVENT_ROUTE, newestArticlePath } from '../../support/public-routes';

// The W3C Nu HTML checker (vnu-jar, on the machine's Java) over every public route in every language, the
// not-found page and the console's login: both the HTML the server sends and the document once the app has
// hydrated it. Invalid markup (a block inside a button, a duplicate id) is parsed differently by each browser
// and read differently by assistive technology, so any error fails, spelled out with its route and excerpt.

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const NOT_FOUND_PATH = '/pagina-que-nao-existe';

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
  const article = await newestArticlePath(adminFirestore());
  const paths = [
    ...LANGUAGES.flatMap((language) =>
      [
        ...FIXED_PUBLIC_ROUTES.map((route) => route.path),
        article,
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

  const errors = (await vnuErrors(folder))
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return `${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message}  ${message.extract ?? ''}`;
    });
  expect(errors, 'Nu HTML checker errors').toEqual([]);
});
