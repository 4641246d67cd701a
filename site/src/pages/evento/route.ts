import { isPastEvent, seatsLeft, type Language } from '@cvc/domain';
import { EVENT_PAGE_PATH_PREFIX, eventJsonLd, eventPagePath, localizedPath, type PageHead } from '@cvc/web';
import { definePage, type HeadContext, type PageLocation } from '../../app/pageRoute';
import { readOf } from '../../hooks/readStore';
import { eventShareDescription } from '../home/eventHead';

// An event's own page: rendered with the event and its seats, so its text, Open Graph tags and schema.org
// Event reach crawlers that run no JavaScript. The read loads its code when it runs, like the article's.

/** The event of the address in the page's language and its taken seats, or null. */
export const readEventPage = ({ id, language }: { id: string; language: Language }) =>
  import('../../data/eventPage').then((data) => data.fetchEventPage(id, language));

export const reads = ({ params, language }: PageLocation) => ({
  page: readOf(readEventPage, { id: params.id ?? '', language }),
});

export function eventPageHead({
  reads: { page },
  t,
  language,
  origin,
}: HeadContext<ReturnType<typeof reads>>): PageHead {
  if (page === null)
    return { title: t('event:notFound'), description: t('event:notFoundText'), notFound: true };
  if (!page) return { title: null, description: t('meta.description') };
  const { event, seats, languages } = page;
  // The same path in every language; only the languages it is translated into are versions of its own.
  const path = eventPagePath(event.id, 'pt');
  const image = event.image_url ? new URL(event.image_url, origin).href : null;
  const left = seatsLeft(event.capacity, seats.confirmed);
  const seated =
    !isPastEvent(event.date, new Date()) && (left === null || (left > 0 && seats.waitlisted === 0));
  return {
    title: event.title,
    description: eventShareDescription(event, language),
    image,
    jsonLd: eventJsonLd(event, {
      url: `${origin}${eventPagePath(event.id, language)}`,
      image,
      organizer: { name: t('meta.siteName'), url: `${origin}${localizedPath(language, '/')}` },
      seatsAvailable: seated,
      language,
    }),
    versions: Object.fromEntries(languages.map((version) => [version, path])),
    contentLanguage: event.content_language,
  };
}

export default definePage({
  id: 'event',
  paths: [`${EVENT_PAGE_PATH_PREFIX}/:id`],
  render: 'request',
  // Seats change with every sign-up: a minute keeps the count fresh while a burst still hits the CDN.
  cacheSeconds: 60,
  reads,
  head: eventPageHead,
  component: () => import('./EventPage').then((page) => page.EventPage),
});
