import {
  ALWAYS_VISIBLE,
  LANGUAGES,
  isIsoDate,
  itemInLanguage,
  siteSearchTokens,
  type Language,
  type SiteSearchEntry,
  type SiteSearchKind,
  type TranslatedCollection,
} from '@cvc/domain';
import { eventPagePath } from './event-links';
import { PUBLIC_ROUTES, articlePath } from './public-routes';

type Stored = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The collection whose translations an entry of each kind reads. */
const TRANSLATED_AS: Record<SiteSearchKind, TranslatedCollection> = {
  news: 'news',
  opinion: 'opinions',
  report: 'reports',
  event: 'events',
};

/**
 * The id of an item's entry for the search of `language`: the Portuguese keeps the id entries had before there
 * were languages (`news-<id>`), the others are prefixed (`en-news-<id>`); no kind starts with a language, so two
 * items never share an id.
 */
export function searchEntryId(kind: SiteSearchKind, id: string, language: Language): string {
  return language === 'pt' ? `${kind}-${id}` : `${language}-${kind}-${id}`;
}

/** A stored date: a Date, or a Firestore Timestamp of any SDK (read by its toDate, so web needs no SDK). */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

/** An event's day as the moment search orders it by: noon in São Paulo, so the day never moves. */
function eventDay(value: unknown): Date | null {
  const day = text(value);
  return isIsoDate(day) ? new Date(`${day}T15:00:00Z`) : null;
}

type EntryTexts = Omit<SiteSearchEntry, 'language' | 'content_language'>;

/** The entry of an item as shown in one language (its texts already laid over), or null when not visible. */
function entryTexts(kind: SiteSearchKind, id: string, data: Stored): EntryTexts | null {
  const title = text(data.title);
  if (kind === 'event') {
    const date = eventDay(data.date);
    if (data.enabled !== true || !date) return null;
    const summary = text(data.description);
    const tokens = siteSearchTokens(title, summary, text(data.full_description), text(data.location));
    return {
      kind,
      title,
      summary,
      path: eventPagePath(id),
      date,
      // One stored before events had a publication time has been public all along.
      visible_from: dateOf(data.published_at) ?? ALWAYS_VISIBLE,
      visible_until: dateOf(data.unpublish_at),
      tokens,
    };
  }
  const date = dateOf(data.published_at);
  if (!date) return null;
  if (kind === 'report') {
    const summary = text(data.description);
    return {
      kind,
      title,
      summary,
      path: PUBLIC_ROUTES.reports,
      date,
      visible_from: date,
      visible_until: dateOf(data.unpublish_at),
      tokens: siteSearchTokens(title, summary),
    };
  }
  if (data.status !== 'published') return null;
  const summary = text(data.summary);
  const tokens = siteSearchTokens(title, summary, text(data.content));
  return {
    kind,
    title,
    summary,
    path: articlePath(kind, text(data.slug)),
    date,
    visible_from: date,
    visible_until: dateOf(data.unpublish_at),
    tokens,
  };
}

/**
 * The search entry of a stored item for the search of `language` (a body's words include a Markdown body's link
 * addresses, a few tokens), or null when a visitor cannot see it (a draft, an unpublished report, a disabled
 * event): then the item has no entry. A translated item's entry holds its translation (words, title, summary,
 * an article's own slug); an untranslated one's holds the Portuguese, so the page marks it. A scheduled item has
 * one, visible from its time (no job runs at that time to write it), an event too. Only public fields go in;
 * staff fields never do.
 */
export function searchEntryOf(
  kind: SiteSearchKind,
  id: string,
  data: Stored | undefined,
  language: Language = 'pt',
): SiteSearchEntry | null {
  if (!data) return null;
  const shown = itemInLanguage(TRANSLATED_AS[kind], data, language);
  const entry = entryTexts(kind, id, shown.item);
  return entry && { ...entry, language, content_language: shown.language };
}

/** The item's entry for each page language (null where it has none). */
export function searchEntriesOf(
  kind: SiteSearchKind,
  id: string,
  data: Stored | undefined,
): Record<Language, SiteSearchEntry | null> {
  const entries = {} as Record<Language, SiteSearchEntry | null>;
  for (const language of LANGUAGES) entries[language] = searchEntryOf(kind, id, data, language);
  return entries;
}

/** An entry as compared: its dates as instants (a Timestamp and the Date it stands for are the same). */
const comparable = (entry: SiteSearchEntry | null) => JSON.stringify(entry);

/**
 * What a write of the item changes in its entries: each language whose entry differs between the item before
 * and as it is now, with the entry to store (null: delete it). A save that touches no searched text writes
 * nothing; a translation's edit rewrites only its language's entry.
 */
export function changedSearchEntries(
  kind: SiteSearchKind,
  id: string,
  before: Stored | undefined,
  now: Stored | undefined,
): { id: string; language: Language; entry: SiteSearchEntry | null }[] {
  const previous = searchEntriesOf(kind, id, before);
  const next = searchEntriesOf(kind, id, now);
  return LANGUAGES.filter((language) => comparable(previous[language]) !== comparable(next[language])).map(
    (language) => ({ id: searchEntryId(kind, id, language), language, entry: next[language] }),
  );
}
