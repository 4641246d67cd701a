import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ShownEvent } from '../../data/enabledEvents';
import type { EventPageData } from '../../data/eventPage';
import { eventPageHead } from './route';

const EVENT: ShownEvent = {
  id: 'forum-2099',
  title: 'Fórum CVC',
  date: '2099-11-22',
  location: 'Av. Paulista, 1000 - São Paulo',
  description: 'Encontro anual',
  full_description: null,
  image_url: '/images/forum.png',
  registration_url: null,
  start_time: '19:00',
  end_time: '21:30',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
  capacity: 10,
  content_language: 'pt',
};

const t = ((key: string) => key) as unknown as TFunction;
const at = {
  language: 'pt' as const,
  pathname: '/evento/forum-2099',
  search: new URLSearchParams(),
  params: { id: 'forum-2099' },
};

type Read = Omit<EventPageData, 'languages'> & Partial<Pick<EventPageData, 'languages'>>;

function head(read: Read | null | undefined, language: 'pt' | 'en' = 'pt') {
  const page = read && { languages: ['pt' as const], ...read };
  return eventPageHead({
    reads: { page },
    t,
    language,
    origin: 'https://example.org',
    at: { ...at, language },
  });
}

const offerOf = (page: Read) =>
  (head(page).jsonLd as { offers: { availability: string } }).offers.availability;

describe("an event page's head", () => {
  it('names the event, its image and its page in the language of the address', () => {
    const result = head({ event: EVENT, seats: { confirmed: 3, waitlisted: 0 } }, 'en');
    expect(result).toMatchObject({ title: 'Fórum CVC', image: 'https://example.org/images/forum.png' });
    expect(result.jsonLd).toMatchObject({
      '@type': 'Event',
      url: 'https://example.org/en/evento/forum-2099',
      organizer: { url: 'https://example.org/en' },
      offers: { price: 0, priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
  });

  it('says the text’s language, and alternates only to the versions it has', () => {
    const untranslated = head({ event: EVENT, seats: { confirmed: 0, waitlisted: 0 } }, 'en');
    expect(untranslated).toMatchObject({
      versions: { pt: '/evento/forum-2099' },
      contentLanguage: 'pt',
      jsonLd: { inLanguage: 'pt-BR' },
    });
    const translated = head(
      {
        event: { ...EVENT, title: 'CVC Forum', content_language: 'en' },
        seats: { confirmed: 0, waitlisted: 0 },
        languages: ['pt', 'en'],
      },
      'en',
    );
    expect(translated).toMatchObject({
      title: 'CVC Forum',
      versions: { pt: '/evento/forum-2099', en: '/evento/forum-2099' },
      contentLanguage: 'en',
      jsonLd: { inLanguage: 'en' },
    });
  });

  it('is sold out once the seats are taken or anyone waits, in stock without a capacity', () => {
    expect(offerOf({ event: EVENT, seats: { confirmed: 10, waitlisted: 0 } })).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerOf({ event: EVENT, seats: { confirmed: 9, waitlisted: 1 } })).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerOf({ event: { ...EVENT, capacity: null }, seats: { confirmed: 99, waitlisted: 0 } })).toBe(
      'https://schema.org/InStock',
    );
    expect(offerOf({ event: { ...EVENT, date: '2020-01-01' }, seats: { confirmed: 0, waitlisted: 0 } })).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('is a 404 for an unknown event, and the site head while loading', () => {
    expect(head(null)).toEqual({
      title: 'event:notFound',
      description: 'event:notFoundText',
      notFound: true,
    });
    expect(head(undefined)).toEqual({ title: null, description: 'meta.description' });
  });
});
