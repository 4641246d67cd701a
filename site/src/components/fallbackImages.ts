// Served by the site itself (site/public/images/site) for content saved without an image.
export const NEWS_FALLBACK_IMAGE = '/images/site/news-fallback.svg';
const REPORT_COVERS = [
  '/images/site/report-cover-1.svg',
  '/images/site/report-cover-2.svg',
  '/images/site/report-cover-3.svg',
];

/** A stable fallback cover per report, so the same report always gets the same one. */
export function reportCover(report: { id: string; cover_image_url: string | null }): string {
  if (report.cover_image_url) return report.cover_image_url;
  let hash = 0;
  for (const char of report.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return REPORT_COVERS[hash % REPORT_COVERS.length] ?? REPORT_COVERS[0]!;
}
