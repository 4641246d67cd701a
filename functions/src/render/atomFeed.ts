import { audienceIsoDateTime, type Language } from '@cvc/domain';
import {
  ASSOCIATION_LOGO,
  FEED_TEXTS,
  HTML_LANG,
  PUBLIC_ROUTES,
  escapeHtml,
  localizedFeedPath,
  localizedPath,
  type FeedKind,
} from '@cvc/web';

// A feed as an Atom document (RFC 4287; decisions/feeds.md): Atom rather than RSS 2.0 because each entry can say
// the language of its text (xml:lang) apart from the feed's, and staff write in Portuguese whatever the feed.

/** One published item as its feed shows it. */
export interface FeedEntry {
  /** The document's id: the entry's id stays the same when a new title gives the item a new address. */
  id: string;
  title: string;
  summary: string;
  /** The item's path without the language prefix (a translation's own slug); the feed links it in its language. */
  path: string;
  published: Date;
  /** The columnist; null leaves the feed's author, the association. */
  author: string | null;
  /** The language the title and summary are written in. */
  textLanguage: Language;
}

export interface FeedChannel {
  kind: FeedKind;
  language: Language;
  /** https://host of the site. */
  origin: string;
  /** The association's name: the feed's author, and each entry's that names none. */
  publisher: string;
  /** When a feed without entries says it was updated. */
  now: Date;
}

// XML 1.0 allows no control character but tab and line breaks, even escaped: one pasted into a title would make
// the whole feed unreadable, so it goes.
// eslint-disable-next-line no-control-regex -- these characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an element's content or an attribute's value. */
export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

/**
 * A permanent id that is not an address (RFC 4151 tag URI): the site's host, the year the scheme was chosen,
 * and the item's kind and document id.
 */
export function entryId(origin: string, kind: FeedKind, id: string): string {
  return `tag:${new URL(origin).hostname},2026:${kind}/${encodeURIComponent(id)}`;
}

/** The feed's XML: its texts in its language, each entry's link to the item's page in that language. */
export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const { kind, language, origin, publisher, now } = channel;
  const texts = FEED_TEXTS[language][kind];
  const self = `${origin}${localizedFeedPath(kind, language)}`;
  const list = `${origin}${localizedPath(language, PUBLIC_ROUTES[kind])}`;
  // Every save as published stamps the date again (domain's applyPublication): it is also the last change.
  const updated = audienceIsoDateTime(entries[0]?.published ?? now);
  const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
  const link = (rel: string, type: string, href: string) =>
    `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
  const author = (name: string) => `<author>${element('name', name)}</author>`;
  const items = entries.map((entry) => {
    const date = audienceIsoDateTime(entry.published);
    return [
      `  <entry xml:lang="${HTML_LANG[entry.textLanguage]}">`,
      `    ${element('id', entryId(origin, kind, entry.id))}`,
      `    ${element('title', entry.title)}`,
      `    ${link('alternate', 'text/html', `${origin}${localizedPath(language, entry.path)}`)}`,
      `    ${element('published', date)}`,
      `    ${element('updated', date)}`,
      ...(entry.author ? [`    ${author(entry.author)}`] : []),
      `    ${element('summary', entry.summary)}`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${HTML_LANG[language]}">`,
    `  ${element('id', self)}`,
    `  ${element('title', texts.title)}`,
    `  ${element('subtitle', texts.subtitle)}`,
    `  ${link('self', 'application/atom+xml', self)}`,
    `  ${link('alternate', 'text/html', list)}`,
    `  ${element('updated', updated)}`,
    `  ${author(publisher)}`,
    `  ${element('icon', `${origin}${ASSOCIATION_LOGO.path}`)}`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
