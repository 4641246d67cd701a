// Writes an event's share tags and schema.org JSON-LD into the home page sent for `/?event=<id>`: crawlers
// run no JavaScript, so a shared event link shows the event's title, date, description and image only if the
// server puts them in <head>. Every value is escaped.
import { formatLongDateBR, formatTimeRange, type CvcEvent } from '@cvc/domain';
import { eventJsonLd, eventSharePath } from '@cvc/web';
import { jsonLdScriptText } from '@cvc/web';
import { escapeHtml, shortDescription, siteNameOf, tag, withHeadTags } from './headTags';
import { absoluteUrl } from './siteOrigin';

// The home's own preloads stay: its first paint is the home, the event opens over it once it has hydrated.
const OWNED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname=["']description["'][^>]*>\s*/gi,
  /<meta\b[^>]*\b(?:property|name)=["'](?:og|twitter|article):[^"']*["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel=["']canonical["'][^>]*>\s*/gi,
];

/** '22 de novembro de 2026, 19:00 - 21:30 · Local. Descrição': a preview shows when and where first. */
export function eventShareDescription(event: CvcEvent): string {
  const times = formatTimeRange(event.start_time, event.end_time);
  const when = [formatLongDateBR(event.date), times].filter(Boolean).join(', ');
  const where = event.location ? ` · ${event.location}` : '';
  return shortDescription(`${when}${where}. ${event.description}`);
}

export function eventHeadTags(event: CvcEvent, origin: string, siteName: string): string {
  const url = `${origin}${eventSharePath(event.id)}`;
  const image = event.image_url ? absoluteUrl(origin, event.image_url) : null;
  const description = eventShareDescription(event);
  const jsonLd = eventJsonLd(event, { url, image, organizer: { name: siteName, url: `${origin}/` } });
  return [
    `<title>${escapeHtml(siteName ? `${event.title} | ${siteName}` : event.title)}</title>`,
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', event.title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:locale', 'pt_BR'),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', event.title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
    // A data block, never executed: the CSP's script hashes concern only scripts that run.
    `<script type="application/ld+json">${jsonLdScriptText(jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The home page as sent for `/?event=<id>`, with that event's tags in place of the home's. */
export function injectEventMeta(html: string, event: CvcEvent, origin: string): string {
  return withHeadTags(html, eventHeadTags(event, origin, siteNameOf(html)), OWNED_TAGS);
}
