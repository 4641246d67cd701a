import { slugify } from '@cvc/domain';

/** Seed images live in site/public, so the site serves them itself: nothing loads from the internet. */
export const SEED_IMAGE_DIR = '/images/seed';
export const REPORT_FILE_DIR = '/files/reports';

export function imagePath(name: string): string {
  return `${SEED_IMAGE_DIR}/${name}.svg`;
}

/** A wordmark logo for an organisation, shared by partners, suppliers, sponsors and columnists' companies. */
export function logoPath(organisation: string): string {
  return imagePath(`logo-${slugify(organisation)}`);
}

export function reportPdfPath(reportId: string): string {
  return `${REPORT_FILE_DIR}/${reportId}.pdf`;
}

/** Fictional web addresses under the reserved example.com domain. */
export function exampleSite(organisation: string): string {
  return `https://${slugify(organisation)}.example.com`;
}
