import { describe, expect, it } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import {
  eventIcsPath,
  eventJsonLd,
  eventPagePath,
  eventSharePath,
  googleCalendarDates,
  googleCalendarUrl,
  parseEventIcsPath,
} from './event-links';

const EVENT: CvcEvent = {
  id: 'forum-2026',
  title: 'Fórum CVC, edição 2026',
  date: '2026-11-22',
  location: 'Av. Paulista, 1000; São Paulo',
  description: 'Encontro anual & networking',
  full_description: null,
  image_url: null,
  registration_url: null,
  start_time: '19:00',
  end_time: '21:30',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
};

/** The link's parameters, decoded (this package has no URL class: it compiles without DOM or Node types). */
function query(url: string): Record<string, string> {
  const pairs = (url.split('?')[1] ?? '').split('&').map((pair) => pair.split('='));
  return Object.fromEntries(pairs.map(([key = '', value = '']) => [key, decodeURIComponent(value)]));
}

describe('googleCalendarUrl', () => {
  it('fills the template with title, local dates, zone, details and location', () => {
    const url = googleCalendarUrl(EVENT, 'https://example.org/?event=forum-2026');
    expect(url.split('?')[0]).toBe('https://calendar.google.com/calendar/render');
    expect(query(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Fórum CVC, edição 2026',
      dates: '20261122T190000/20261122T213000',
      ctz: 'America/Sao_Paulo',
      details: 'Encontro anual & networking\n\nhttps://example.org/?event=forum-2026',
      location: 'Av. Paulista, 1000; São Paulo',
    });
  });

  it('leaves the page link out of the details when none is given', () => {
    expect(query(googleCalendarUrl(EVENT)).details).toBe('Encontro anual & networking');
  });

  it('gives an all-day event dates without times, the end being the next day', () => {
    expect(googleCalendarDates({ date: '2026-11-22', start_time: null, end_time: null })).toBe(
      '20261122/20261123',
    );
  });
});

describe('event paths', () => {
  it('builds and reads the .ics path, encoding the id', () => {
    expect(eventIcsPath('forum-2026')).toBe('/api/events/forum-2026.ics');
    expect(eventIcsPath('a b')).toBe('/api/events/a%20b.ics');
    expect(parseEventIcsPath('/api/events/a%20b.ics')).toBe('a b');
    expect(parseEventIcsPath('/api/events/x/y.ics')).toBeNull();
    expect(parseEventIcsPath('/api/events/x.ical')).toBeNull();
    expect(parseEventIcsPath('/api/events/%E0.ics')).toBeNull();
  });

  it('builds the share address the home opens', () => {
    expect(eventSharePath('forum 2026')).toBe('/?event=forum%202026');
  });
});

describe('eventJsonLd', () => {
  const organizer = { name: 'Associação de CVC', url: 'https://example.org' };

  it('describes a timed event as a schema.org Event at a place, with offsets', () => {
    expect(
      eventJsonLd(EVENT, {
        url: 'https://example.org/?event=forum-2026',
        image: 'https://example.org/e.png',
        organizer,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Fórum CVC, edição 2026',
      description: 'Encontro anual & networking',
      startDate: '2026-11-22T19:00:00-03:00',
      endDate: '2026-11-22T21:30:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: EVENT.location, address: EVENT.location },
      url: 'https://example.org/?event=forum-2026',
      image: ['https://example.org/e.png'],
      organizer: { '@type': 'Organization', name: 'Associação de CVC', url: 'https://example.org' },
    });
  });

  it('has no image when the event has none', () => {
    expect(eventJsonLd(EVENT, { url: 'u', image: null, organizer })).not.toHaveProperty('image');
  });

  it("offers the event's page: in stock while a seat is free, sold out when the waitlist takes sign-ups", () => {
    const url = 'https://example.org/evento/forum-2026';
    expect(eventJsonLd(EVENT, { url, image: null, organizer, seatsAvailable: true }).offers).toEqual({
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
    });
    expect(
      eventJsonLd(EVENT, { url, image: null, organizer, seatsAvailable: false }).offers?.availability,
    ).toBe('https://schema.org/SoldOut');
    expect(eventJsonLd(EVENT, { url, image: null, organizer })).not.toHaveProperty('offers');
  });
});

describe('eventPagePath', () => {
  it('is /evento/<id> in Portuguese, under /en and /es otherwise, the id encoded', () => {
    expect(eventPagePath('forum-2026')).toBe('/evento/forum-2026');
    expect(eventPagePath('forum-2026', 'en')).toBe('/en/evento/forum-2026');
    expect(eventPagePath('a b', 'es')).toBe('/es/evento/a%20b');
  });
});
