/**
 * Checks the spike by hand, under the emulators with the seed (from the repository's root):
 *   flock /tmp/cvc-emulators.lock npx tsx scripts/emulators.ts exec "npx tsx spikes/rr7-framework/check.ts"
 * Builds the spike if it has no build, starts its server and, for /noticias, the newest article and an unknown
 * slug: the first byte's status, Cache-Control, content and head tags (compared with the site's own render on
 * the Hosting emulator, when that has a build), then a visit in headless Chromium: no console error, the page
 * hydrated, nothing read from Firestore on landing, and a click from the list to an article.
 */
import { chromium, type Page } from '@playwright/test';
import { getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { emulatorAddress } from '../../scripts/lib/emulators';
import { loadSeed } from '../../scripts/seed/load';
import { buildSpike, spikeBuilt, SPIKE_ORIGIN, startSpike } from '../../tests/bench/spike';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/browser';
import { newestArticlePath } from '../../tests/support/public-routes';

const SITE_ORIGIN = `http://${emulatorAddress('hosting')}`;
const FIRESTORE = emulatorAddress('firestore');
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

/** Text as React writes it into HTML. */
const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[char]};`,
  );

/** The head tags that say what the page is, in order, with the origin taken out. */
function headTags(html: string, origin: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [
    ...head.matchAll(
      /<title>[^<]*<\/title>|<meta (?:name|property)="[^"]*" content="[^"]*"\/?>|<link rel="(?:canonical|alternate)"[^>]*>/g,
    ),
  ]
    .map(([tag]) =>
      tag
        .replace(/\/>$/, '>')
        .replaceAll(origin, '{origin}')
        .replace(/hrefLang/g, 'hreflang'),
    )
    .map((tag) =>
      tag.replace(
        /<link (.*?)>/,
        (_, attributes: string) => `<link ${attributes.split(' ').sort().join(' ')}>`,
      ),
    )
    .filter((tag) => !/name="viewport"/.test(tag));
}

/** Milliseconds until the response's headers, median of 5 requests (NaN when nothing answers). */
async function firstByteMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    const response = await fetch(url).catch(() => null);
    if (!response) return Number.NaN;
    times.push(performance.now() - start);
    await response.arrayBuffer();
  }
  return Math.round(times.sort((a, b) => a - b)[2]!);
}

async function visit(page: Page, path: string) {
  const errors: string[] = [];
  const firestore: string[] = [];
  page.on(
    'console',
    (message) => message.type() === 'error' && errors.push(`${message.text()} (${message.location().url})`),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => request.url().includes(FIRESTORE) && firestore.push(request.url()));
  await page.goto(SPIKE_ORIGIN + path, { waitUntil: 'networkidle' });
  // React marks the elements it hydrated; a document it had to render afresh would have lost the server's.
  const hydrated = await page.evaluate(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  return { errors, firestore, hydrated };
}

await loadSeed();
const db = getFirestore(getApps()[0]!);
if (!spikeBuilt()) buildSpike();
const stop = await startSpike();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const articlePath = await newestArticlePath(db);
  const slug = articlePath.split('/').pop()!;
  const article = (await db.collection(COLLECTIONS.news).where('slug', '==', slug).limit(1).get()).docs[0]!;
  const newest = (
    await db
      .collection(COLLECTIONS.news)
      .where('status', '==', 'published')
      .orderBy('published_at', 'desc')
      .limit(1)
      .get()
  ).docs[0]!;

  const pages = [
    { path: '/noticias', status: 200, cache: 's-maxage=300', text: newest.get('title') as string },
    {
      path: articlePath,
      status: 200,
      cache: 's-maxage=600',
      text: (article.get('content') as string).split('\n')[0]!.trim(),
    },
    { path: '/artigo/nao-existe', status: 404, cache: 's-maxage=60', text: 'Artigo não encontrado' },
  ];
  for (const { path, status, cache, text } of pages) {
    const response = await fetch(SPIKE_ORIGIN + path);
    const html = await response.text();
    check(response.status === status, `${path}: status ${response.status}`);
    check(
      response.headers.get('cache-control') === `public, max-age=0, ${cache}`,
      `${path}: Cache-Control ${response.headers.get('cache-control')}`,
    );
    check(html.startsWith('<!DOCTYPE html><html lang="pt-BR">'), `${path}: <html lang="pt-BR"> first`);
    check(html.includes(escapeText(text)), `${path}: the first byte holds "${text.slice(0, 50)}"`);
    check(/<style data-styled="true"/.test(html), `${path}: styled-components' styles in <head>`);
    const preloads = html.split('rel="modulepreload"').length - 1;
    console.log(`     ${path}: ${preloads} module preloads in the first byte`);
    const encoding = async (url: string) =>
      (await fetch(url).catch(() => null))?.headers.get('content-encoding') ?? 'none';
    console.log(
      `     ${path}: time to the first byte, median of 5: spike ${await firstByteMs(SPIKE_ORIGIN + path)} ms, ` +
        `site on the emulators ${await firstByteMs(SITE_ORIGIN + path)} ms; compression: spike ` +
        `${await encoding(SPIKE_ORIGIN + path)}, site ${await encoding(SITE_ORIGIN + path)}`,
    );
    const site = await fetch(SITE_ORIGIN + path).catch(() => null);
    if (site?.ok || site?.status === 404) {
      const ours = headTags(html, SPIKE_ORIGIN);
      const theirs = headTags(await site.text(), SITE_ORIGIN);
      const same = JSON.stringify(ours) === JSON.stringify(theirs);
      check(same, `${path}: head tags equal to the site's render (${ours.length} tags)`);
      if (!same) console.log({ spike: ours, site: theirs });
    } else {
      console.log(`(no site render at ${SITE_ORIGIN}${path} to compare the head with)`);
    }
  }

  for (const { path } of pages.slice(0, 2)) {
    const page = await browser.newPage();
    const { errors, firestore, hydrated } = await visit(page, path);
    check(errors.length === 0, `${path}: no console error in Chromium ${errors.join(' | ')}`);
    check(hydrated, `${path}: hydrated`);
    console.log(`     ${path}: Firestore requests from the browser on landing: ${firestore.length}`);
    if (path === '/noticias') {
      await page.locator('main a[href^="/artigo/"]').nth(1).click();
      await page.waitForURL(/\/artigo\//);
      await page.waitForFunction(() => !document.title.startsWith('Notícias'));
      check(
        (await page.title()).endsWith('| Associação de CVC') && !(await page.title()).startsWith('Notícias'),
        `/noticias → article by a click: "${await page.title()}"`,
      );
      check(errors.length === 0, `after the click: no console error ${errors.join(' | ')}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stop();
}
console.log(problems.length ? `\n${problems.length} problem(s)` : '\nAll checks passed');
process.exit(problems.length ? 1 : 0);
