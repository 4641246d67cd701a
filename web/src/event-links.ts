// An event's addresses and markup, built from its facts (@cvc/domain's event-calendar): the Google Calendar
// link, the share address the home opens, the .ics address Hosting rewrites to a function, and the schema.org
// JSON-LD a shared event's page carries.
import { AUDIENCE_TIME_ZONE, eventIsoDates, eventTimes } from '@cvc/domain';
import type { CvcEvent, EventWhen, Language, LocalDateTime } from '@cvc/domain';
import { contentLanguage } from './content-language';
import { HTML_LANG, localizedPath } from './languages';

/** '20261122' (an iCalendar/Google date value). */
export function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

/** '20261122T190000' (a floating iCalendar/Google date-time; the zone is given beside it). */
export function compactDateTime(at: LocalDateTime): string {
  return `${compactDate(at.date)}T${at.time.replace(':', '')}00`;
}

/** `dates=` of a Google Calendar link: local times, read in the `ctz` zone given beside them. */
export function googleCalendarDates(event: EventWhen): string {
  const times = eventTimes(event);
  return times.allDay
    ? `${compactDate(times.start)}/${compactDate(times.end)}`
    : `${compactDateTime(times.start)}/${compactDateTime(times.end)}`;
}

/**
 * "Add to Google Calendar" template link (opens a pre-filled new event). `pageUrl`, the event's share
 * address, is added to the details when given so the calendar entry leads back to the site.
 */
export function googleCalendarUrl(event: CvcEvent, pageUrl?: string): string {
  const details = [event.description, pageUrl].filter(Boolean).join('\n\n');
  // Built by hand: this package compiles without the DOM or Node libraries, so URLSearchParams is not there.
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', googleCalendarDates(event)],
    ['ctz', AUDIENCE_TIME_ZONE],
    ['details', details],
    ['location', event.location],
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The event's share address: the home opens its modal (SPEC §2 deep link) and the server gives its preview. */
export function eventSharePath(eventId: string): string {
  return `/?event=${encodeURIComponent(eventId)}`;
}

/** The Portuguese path of an event's own page; /en and /es put their prefix before it. */
export const EVENT_PAGE_PATH_PREFIX = '/evento';

/** An event's own page in a language: `/evento/<id>`, `/en/evento/<id>`, `/es/evento/<id>`. */
export function eventPagePath(eventId: string, language: Language = 'pt'): string {
  return localizedPath(language, `${EVENT_PAGE_PATH_PREFIX}/${encodeURIComponent(eventId)}`);
}

/** Where Hosting serves an event's .ics (a rewrite to the eventCalendar function). */
export const EVENT_ICS_PATH_PREFIX = '/api/events/';

export function eventIcsPath(eventId: string): string {
  return `${EVENT_ICS_PATH_PREFIX}${encodeURIComponent(eventId)}.ics`;
}

/** The event id in `/api/events/<id>.ics`, or null for any other path. */
export function parseEventIcsPath(path: string): string | null {
  const match = /^\/api\/events\/([^/]+)\.ics$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A schema.org `Event` (https://schema.org/Event), as search engines read from JSON-LD. */
export interface EventJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  location: { '@type': 'Place'; name: string; address: string };
  url: string;
  image?: string[];
  organizer: { '@type': 'Organization'; name: string; url: string };
  offers?: EventOffer;
  /** The language of its name and description: its translation's, else Portuguese. */
  inLanguage?: string;
}

/** Sign-ups are free: an offer of price 0 whose availability says whether a seat is left. */
export interface EventOffer {
  '@type': 'Offer';
  url: string;
  price: 0;
  priceCurrency: 'BRL';
  availability: 'https://schema.org/InStock' | 'https://schema.org/SoldOut';
}

/**
 * The event as schema.org JSON-LD. `url` is its absolute share address, `image` its absolute image URL (if
 * any), the organizer the association (the site's name and origin).
 */
export function eventJsonLd(
  event: CvcEvent,
  {
    url,
    image,
    organizer,
    seatsAvailable,
    language,
  }: {
    url: string;
    image: string | null;
    organizer: { name: string; url: string };
    /** Given on the event's own page: whether a new sign-up gets a seat (the offer), or the waitlist. */
    seatsAvailable?: boolean;
    /** Given on the event's own page: the page's language, for inLanguage (the text's own). */
    language?: Language;
  },
): EventJsonLd {
  const dates = eventIsoDates(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: dates.start,
    endDate: dates.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    url,
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', ...organizer },
    ...(language ? { inLanguage: HTML_LANG[contentLanguage(event, language)] } : {}),
    ...(seatsAvailable === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: 0,
            priceCurrency: 'BRL',
            availability: seatsAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          },
        }),
  };
}
