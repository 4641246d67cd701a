import {
  ALWAYS_VISIBLE,
  isIsoDate,
  siteSearchTokens,
  type SiteSearchEntry,
  type SiteSearchKind,
} from '@cvc/domain';
import { eventPagePath } from './event-links';
import { PUBLIC_ROUTES, articlePath } from './public-routes';

type Stored = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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

/**
 * The search entry of a stored item (a body's words include a Markdown body's link addresses, a few tokens), or null when a visitor cannot see it (a draft, an unpublished report, a
 * disabled event): then the item has no entry. A scheduled item (an event too) has one, visible from its time
 * (no job runs at that time to write it). Only public fields go in; staff fields never do.
 */
export function searchEntryOf(
  kind: SiteSearchKind,
  id: string,
  data: Stored | undefined,
): SiteSearchEntry | null {
  if (!data) return null;
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
