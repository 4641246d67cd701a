import { isIsoDate, formatTimeRange, type CvcEvent, type Language } from '@cvc/domain';
import { eventJsonLd, eventSharePath, localizedPath, shortDescription, type PageHead } from '@cvc/web';
import { formatLongDate } from '../../i18n/longDate';

// A shared `/?event=<id>` link previews that event: crawlers run no JavaScript, so its title, date, description,
// image and schema.org data must be in the home's <head>, in the address's language.

/** '22 de novembro de 2026, 19:00 - 21:30 · Local. Descrição': a preview shows when and where first. */
export function eventShareDescription(event: CvcEvent, language: Language): string {
  const times = formatTimeRange(event.start_time, event.end_time);
  const when = [formatLongDate(event.date, language), times].filter(Boolean).join(', ');
  const where = event.location ? ` · ${event.location}` : '';
  return shortDescription(`${when}${where}. ${event.description}`);
}

/** The event's head, or null when the link names no event a visitor may see (unknown, disabled, undated). */
export function eventHead(
  events: readonly CvcEvent[] | undefined,
  eventId: string | null,
  { language, origin, siteName }: { language: Language; origin: string; siteName: string },
): PageHead | null {
  const event = eventId ? events?.find((candidate) => candidate.id === eventId) : undefined;
  if (!event || !event.title.trim() || !isIsoDate(event.date)) return null;
  const image = event.image_url ? new URL(event.image_url, origin).href : null;
  return {
    title: event.title,
    description: eventShareDescription(event, language),
    image,
    jsonLd: eventJsonLd(event, {
      url: `${origin}${localizedPath(language, eventSharePath(event.id))}`,
      image,
      organizer: { name: siteName, url: `${origin}${localizedPath(language, '/')}` },
    }),
  };
}
