/**
 * Generates the seed images (SVG) and report PDFs into site/public, from the seed content itself, so every
 * URL the seed writes has a file behind it:
 *
 *   npx tsx scripts/seed/images.ts
 *
 * The output is committed; rerun after changing the content. It replaces the two generated folders only.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholderPdf } from './assets/pdf';
import { bannerSvg, logoSvg, portraitSvg, reportCoverSvg } from './assets/svg';
import { buildSeedContent } from './content';
import { REPORT_FILE_DIR, SEED_IMAGE_DIR } from './content/assets';

export const SITE_PUBLIC_DIR = resolve(import.meta.dirname, '..', '..', 'site', 'public');

/** Site-relative URL → file contents. Images do not depend on dates, so any `now` gives the same files. */
export function collectSeedAssets(now = new Date()): Map<string, string | Buffer> {
  const content = buildSeedContent(now);
  const files = new Map<string, string | Buffer>();
  const add = (url: string | null, make: () => string | Buffer) => {
    if (url && !files.has(url)) files.set(url, make());
  };
  const addLogo = (url: string | null, name: string) => add(url, () => logoSvg(name));

  const columnists = new Map(content.columnists.map((columnist) => [columnist.id, columnist]));
  for (const news of content.news) add(news.image_url, () => bannerSvg(news.id, 'Notícia'));
  for (const columnist of content.columnists)
    add(columnist.photo_url, () => portraitSvg(columnist.id, columnist.name));
  for (const opinion of content.opinions) {
    const columnist = columnists.get(opinion.columnist_id);
    add(opinion.image_url, () => bannerSvg(opinion.id, `Opinião · ${columnist?.name ?? ''}`));
    if (columnist?.company) addLogo(opinion.partner_logo_url, columnist.company);
  }
  const reportFiles = new Map(content.report_files.map((file) => [file.id, file.pdf_url]));
  for (const report of content.reports) {
    add(report.cover_image_url, () =>
      reportCoverSvg(report.id, report.category ?? 'Relatório', report.title),
    );
    add(reportFiles.get(report.id) ?? null, () =>
      placeholderPdf(report.title, report.category ?? 'Relatório', report.description),
    );
  }
  for (const event of content.events) {
    add(event.image_url, () => bannerSvg(event.id, 'Evento', event.title));
    for (const sponsor of event.sponsor_logos) addLogo(sponsor.logo_url, sponsor.name);
  }
  for (const partner of content.partners) addLogo(partner.logo_url, partner.name);
  for (const supplier of content.suppliers) addLogo(supplier.logo_url, supplier.name);
  return files;
}

/** Clears the generated folders and writes every asset. Returns the site-relative URLs written. */
export function generateSeedAssets(publicDir = SITE_PUBLIC_DIR): string[] {
  for (const dir of [SEED_IMAGE_DIR, REPORT_FILE_DIR])
    rmSync(join(publicDir, dir), { recursive: true, force: true });
  const assets = collectSeedAssets();
  for (const [url, data] of assets) {
    const path = join(publicDir, url);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof data === 'string' ? `${data}\n` : data);
  }
  return [...assets.keys()].sort();
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && resolve(invokedPath) === fileURLToPath(import.meta.url)) {
  const written = generateSeedAssets();
  console.log(`Wrote ${written.length} seed assets under ${SITE_PUBLIC_DIR}`);
}
